import type { PageComponent } from './page';
import { competitionPage, page } from './page';
import { loadAdminMessages, loadCompetitionMessages } from '../i18n/featureMessages';

const list = competitionPage(() => import('../pages/competition/staff/CompetitionListPage'));
const TABS = {
  Base: competitionPage(() => import('../pages/competition/staff/CompetitionBasePage')),
  Group: competitionPage(() => import('../pages/competition/staff/CompetitionGroupPage')),
  // Its accounts' import is administration's user import (its messages load too).
  User: page(() => import('../pages/competition/staff/CompetitionUserPage'), loadCompetitionMessages, loadAdminMessages),
  Team: competitionPage(() => import('../pages/competition/staff/CompetitionTeamPage')),
  Examine: competitionPage(() => import('../pages/competition/staff/CompetitionExaminePage')),
  Paper: competitionPage(() => import('../pages/competition/staff/CompetitionPaperPage')),
  Grade: competitionPage(() => import('../pages/competition/staff/CompetitionGradePage')),
};

/** Competition pages (issue 10), by route name; the admin and college areas share the list and the seven tabs. */
export const COMPETITION_PAGES: Partial<Record<string, PageComponent>> = {
  Competition: competitionPage(() => import('../pages/competition/public/CompetitionPublicPage')),
  CompetitionHome: competitionPage(() => import('../pages/competition/home/CompetitionHomePage')),
  EduCompetitions: competitionPage(() => import('../pages/competition/student/EduCompetitionsPage')),
  AdminCompetition: list,
  EduCompetition: list,
  ...Object.fromEntries(Object.entries(TABS).flatMap(([suffix, component]) => [[`AdminCompetition${suffix}`, component], [`EduCompetition${suffix}`, component]])),
};
