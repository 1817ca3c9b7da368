import { Suspense } from 'react';
import { Navigate, useLoaderData, useRevalidator } from 'react-router-dom';
import { LANDING_ROUTES, routePath } from '@finedu/domain';
import { StateView } from '@finedu/ui';
import { useT } from '../i18n/useT';
import { useCurrentUser } from '../services/ServicesContext';
import type { MessageId } from '../i18n/messages';
import type { GuardOutcome } from './guard';
import { pageFor } from './pages';
import { PageSkeleton } from './PageSkeleton';

const LANDING: ReadonlySet<string> = new Set(LANDING_ROUTES);

/** A route after the guard: its page, or the guard's message (denied 0, network -2) in place of it. */
export function GuardedPage({ name }: { name: string }) {
  const outcome = useLoaderData() as GuardOutcome | undefined;
  const revalidator = useRevalidator();
  const t = useT();
  const user = useCurrentUser();

  if (outcome?.state === 'denied') {
    return (
      <StateView
        state="denied"
        data-testid="guard-denied"
        deniedTitle={t('guard.deniedTitle')}
        deniedReason={t(outcome.messageId as MessageId)}
        // Teachers and students ask their college's admin; a college admin (who grants the college's rights) and the
        // platform's own staff ask the platform's system admin.
        deniedContact={t(user?.role === 'edu_teacher' || user?.role === 'edu_student' ? 'guard.deniedContactEdu' : 'guard.deniedContactSys')}
      />
    );
  }
  if (outcome?.state === 'network') {
    return (
      <StateView
        state="error"
        data-testid="guard-network"
        errorTitle={t(outcome.messageId as MessageId)}
        errorMessage={t('guard.networkHint')}
        onRetry={() => void revalidator.revalidate()}
        retryLabel={t('common.retry')}
      />
    );
  }
  // A landing route (an area's own URL) has no page of its own: the guard redirects it; should one pass, sign in.
  if (LANDING.has(name)) return <Navigate to={routePath('Login')} replace />;

  const Page = pageFor(name);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
