import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from '@finedu/ui';
import { StandaloneFrame } from '../../components/StandaloneFrame';
import { homePathFor } from '../../components/homePath';
import { useT } from '../../i18n/useT';
import { useCurrentUser } from '../../services/ServicesContext';

/** NotFound: any address that is no route of spec §2. */
export default function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <StandaloneFrame>
      <EmptyState
        title={<h1>{t('notFound.title')}</h1>}
        description={t('notFound.description')}
        action={
          <Button variant="primary" onClick={() => void navigate(homePathFor(user?.role))}>
            {t('notFound.back')}
          </Button>
        }
      />
    </StandaloneFrame>
  );
}
