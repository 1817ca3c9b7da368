import { useEffect, useRef } from 'react';
import { Button, Card, EmptyState, PageHeader } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useCurrentUser } from '../../../services/ServicesContext';

/** The configured data-centre URL when it is a web address, else null. */
export const dataCenterUrl = (value: string | undefined | null): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** DataCenter (/edu/data-center): opens the configured external data-centre site in a new window; says so when none is configured. */
export default function DataCenterPage() {
  const t = useT();
  const user = useCurrentUser();
  const url = dataCenterUrl(user?.data_center_url);
  const opened = useRef(false);
  useEffect(() => {
    if (url === null || opened.current) return;
    opened.current = true;
    window.open(url, '_blank', 'noopener,noreferrer');
  }, [url]);
  return (
    <>
      <PageHeader title={t('dataCenter.title')} description={t('dataCenter.description')} />
      <Card>
        {url === null ? (
          <EmptyState title={t('dataCenter.notConfigured')} description={t('dataCenter.notConfiguredHint')} />
        ) : (
          <EmptyState
            title={t('dataCenter.opened')}
            description={t('dataCenter.openedHint')}
            action={
              <Button variant="primary" onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
                {t('dataCenter.open')}
              </Button>
            }
          />
        )}
      </Card>
    </>
  );
}
