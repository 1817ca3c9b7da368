import { useState } from 'react';
import styled from 'styled-components';
import { Button, useToast } from '@finedu/ui';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const Banner = styled.div`
  display: flex;
  gap: var(--ui-space-3);
  align-items: center;
  margin-bottom: var(--ui-space-3);
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-info-subtle);
`;

/** An open class sign-in for this case: the student signs with one click. Nothing is shown when none is open. */
export function SignBanner({ caseId }: { caseId: number }) {
  const t = useT();
  const toast = useToast();
  const { classroom } = useServices();
  const signs = useQuery((signal) => classroom.signs({ case_id: caseId }, { signal, silent: true }), [caseId]);
  const [busy, setBusy] = useState(false);
  const open = signs.data?.find((sign) => sign.open);
  if (!open) return null;

  const sign = async () => {
    setBusy(true);
    try {
      await classroom.sign({ action: 'sign', sign_id: open.id }, { silent: true });
      toast.success(t('case.signedIn'));
      signs.reload();
    } catch (reason) {
      toast.error(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Banner role="region" aria-label={t('teaching.sign')}>
      <span>{t('case.signOpen', { className: open.class_name })}</span>
      {open.signed ? (
        <strong>{t('case.signedIn')}</strong>
      ) : (
        <Button size="small" variant="primary" onClick={() => void sign()} disabled={busy}>
          {t('case.signIn')}
        </Button>
      )}
    </Banner>
  );
}
