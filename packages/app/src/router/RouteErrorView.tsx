import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@finedu/domain';
import { StateView } from '@finedu/ui';
import { useT } from '../i18n/useT';

/** A route that threw while loading or rendering: say what happened and offer a reload. */
export function RouteErrorView() {
  const error = useRouteError();
  const t = useT();
  const chunk = isChunkLoadError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <StateView
      state="error"
      role="alert"
      errorTitle={t(chunk ? 'error.chunkTitle' : 'error.pageTitle')}
      errorMessage={chunk ? t('error.chunkHint') : detail}
      onRetry={() => window.location.reload()}
      retryLabel={t('error.reload')}
    />
  );
}
