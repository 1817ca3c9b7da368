import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type Competition } from '@finedu/domain';
import { Card, PageHeader, StateView, Tabs } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionStatusTag, Muted, Numeric, formatWindow, useCompetitionArea, useCompetitionIdParam, type CompetitionArea } from '../shared/competitionParts';

/** The seven child routes of a competition, in tab order (route name = area + suffix). */
export const COMPETITION_TABS = [
  { key: 'base', suffix: 'Base' },
  { key: 'group', suffix: 'Group' },
  { key: 'user', suffix: 'User' },
  { key: 'team', suffix: 'Team' },
  { key: 'examine', suffix: 'Examine' },
  { key: 'paper', suffix: 'Paper' },
  { key: 'grade', suffix: 'Grade' },
] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number]['key'];

const Heading = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
`;

export interface CompetitionContext {
  competition: Competition;
  /** Read the competition again (after a status move, an edit…). */
  reload: () => void;
  area: CompetitionArea;
  /** The caller runs it (readers see every tab, changing nothing). */
  canManage: boolean;
}

/** A competition's frame: title, status, window and counts, the seven tabs as routes, then the tab's own page. */
export function CompetitionDetailFrame({ tab, children }: { tab: CompetitionTab; children: (context: CompetitionContext) => ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useCompetitionIdParam();
  const area = useCompetitionArea();
  const { competition: client } = useServices();
  const competition = useQuery((signal) => (id === null ? Promise.reject(new Error(t('competition.badId'))) : client.get(id, { signal, silent: true })), [id]);
  const view = useViewState(competition, {}, () => false);
  const data = competition.data;
  const contact = area === 'EduCompetition' ? t('guard.deniedContactEdu') : view.stateMessages.deniedContact;

  return (
    <StateView state={view.state} {...view.stateMessages} deniedContact={contact}>
      {data && (
        <>
          <PageHeader
            title={
              <Heading>
                {data.title}
                <CompetitionStatusTag status={data.status} />
                {!data.can_manage && <Muted>{t('competition.readOnly')}</Muted>}
              </Heading>
            }
            description={
              <Numeric>
                {t('competition.header', {
                  owner: data.edu_title ?? t('competition.platform'),
                  window: formatWindow(data.registration_start, data.registration_end),
                  participants: data.counts.participants,
                  teams: data.counts.teams,
                  sessions: data.counts.sessions,
                })}
              </Numeric>
            }
          />
          <Card>
            <Tabs
              aria-label={t('competition.tabs')}
              activeKey={tab}
              onChange={(key) => {
                const target = COMPETITION_TABS.find((item) => item.key === key);
                if (target && id !== null) void navigate(routePath(`${area}${target.suffix}`, { id }));
              }}
              items={COMPETITION_TABS.map((item) => ({
                key: item.key,
                label: t(`competition.tab.${item.key}`),
                content: item.key === tab ? children({ competition: data, reload: competition.reload, area, canManage: data.can_manage }) : undefined,
              }))}
            />
          </Card>
        </>
      )}
    </StateView>
  );
}
