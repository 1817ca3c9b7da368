import { StateView } from '@finedu/ui';
import { useT } from '../i18n/useT';

/** Shown while a page's chunk loads. */
export function PageSkeleton() {
  const t = useT();
  return <StateView state="loading" loadingLabel={t('common.loading')} />;
}
