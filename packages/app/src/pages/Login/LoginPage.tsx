import { Link } from 'react-router-dom';
import { routePath } from '@finedu/domain';
import { Tabs } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { LoginShell } from './LoginShell';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useSignIn, type SignInTarget } from './useSignIn';

export interface LoginFormsProps {
  target: SignInTarget;
}

/** The two sign-in methods as tabs; both panels stay mounted so typed values survive a switch. */
export function LoginForms({ target }: LoginFormsProps) {
  const t = useT();
  const signIn = useSignIn(target);
  const labelSuffix = t('common.fieldSuffix');
  return (
    <Tabs
      stretch
      aria-label={t('login.tabs')}
      items={[
        { key: 'password', label: t('login.tabPassword'), content: <PasswordLoginForm onSubmit={signIn} labelSuffix={labelSuffix} /> },
        { key: 'sms', label: t('login.tabSms'), content: <SmsLoginForm onSubmit={signIn} labelSuffix={labelSuffix} /> },
      ]}
    />
  );
}

/** Login (spec §2, /login). */
export default function LoginPage() {
  const t = useT();
  return (
    <LoginShell title={t('login.title')} subtitle={t('login.subtitle')} footer={<Link to={routePath('CompetitionLogin')}>{t('login.toCompetition')}</Link>}>
      <LoginForms target="platform" />
    </LoginShell>
  );
}
