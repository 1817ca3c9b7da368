import { Link } from 'react-router-dom';
import { routePath } from '@finedu/domain';
import { useT } from '../../i18n/useT';
import { LoginShell } from './LoginShell';
import { LoginForms } from './LoginPage';

/** CompetitionLogin (/competition/login): the same sign-in, then the match sessions. */
export default function CompetitionLoginPage() {
  const t = useT();
  return (
    <LoginShell title={t('login.competitionTitle')} subtitle={t('login.competitionSubtitle')} footer={<Link to={routePath('Login')}>{t('login.toPlatform')}</Link>}>
      <LoginForms target="competition" />
    </LoginShell>
  );
}
