import styled from 'styled-components';
import { PageHeader, StateView } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { useCurrentUser } from '../../services/ServicesContext';
import { LoginHistoryCard } from './LoginHistoryCard';
import { NotebookTokensCard } from './NotebookTokensCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { UploadCard } from './UploadCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(420px, 100%), 1fr));
  gap: var(--ui-space-4);
  align-items: start;
`;

/** Current (/admin/current): profile, password, sign-in history, a file upload, and personal notebook tokens (issue 35). */
export default function CurrentPage() {
  const t = useT();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('layout.profile')} />
      {user ? (
        <Grid>
          <ProfileCard key={user.updated_at} user={user} />
          <div>
            <PasswordCard />
            <UploadCard />
          </div>
          <LoginHistoryCard />
          <NotebookTokensCard />
        </Grid>
      ) : (
        <StateView state="loading" loadingLabel={t('common.loading')} />
      )}
    </>
  );
}
