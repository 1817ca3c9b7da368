import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { routePath } from '@finedu/domain';
import { Button, PageHeader } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { CompetitionSiteFrame } from '../shared/CompetitionSiteFrame';
import { MySessionList } from '../shared/MySessionList';
import { MyTeams } from '../student/MyTeams';

const SectionTitle = styled.h2`
  margin: var(--ui-space-5) 0 var(--ui-space-3);
  font-size: var(--ui-font-size-h3);
  font-weight: var(--ui-font-weight-medium);
`;

/**
 * CompetitionHome (/competition/home): the signed-in user's match sessions with their state and a countdown, then
 * their teams with the published results (a competition account has no 我的竞赛 page to follow them on).
 */
export default function CompetitionHomePage() {
  const t = useT();
  const navigate = useNavigate();
  const services = useServices();
  const user = useCurrentUser();
  const signOut = async () => {
    try {
      await services.auth.logout({ silent: true });
    } catch {
      // The token is dropped locally either way.
    }
    services.signOutLocally();
    await navigate(routePath('CompetitionLogin'), { replace: true });
  };
  return (
    <CompetitionSiteFrame
      tools={
        <>
          {user?.role === 'edu_student' && <Link to={routePath('EduCompetitions')}>{t('competition.student.title')}</Link>}
          <Link to={routePath('Competition')}>{t('competition.public.title')}</Link>
          <span>{user?.name}</span>
          <Button size="small" onClick={() => void signOut()}>
            {t('layout.signOut')}
          </Button>
        </>
      }
    >
      <PageHeader title={t('competition.home.title')} description={t('competition.home.description')} />
      <MySessionList emptyDescription={t('competition.home.emptyDescription')} />
      <SectionTitle>{t('competition.student.teams')}</SectionTitle>
      <MyTeams />
    </CompetitionSiteFrame>
  );
}
