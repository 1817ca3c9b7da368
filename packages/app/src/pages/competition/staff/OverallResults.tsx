import styled from 'styled-components';
import { SESSION_STAGES, type CompetitionGroup, type CompetitionSession, type OverallResult, type RequestOptions } from '@finedu/domain';
import { DataTable, StateView, type DataTableColumn } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import type { AppServices } from '../../../services/createServices';
import { useServices } from '../../../services/ServicesContext';
import { Numeric, Stack } from '../shared/competitionParts';

/** An overall row with the place awarded in its last stage (the overall call carries no award). */
export type OverallRow = OverallResult & { award: string | null };

export interface OverallGroup {
  /** null: entries outside any group (kept, never dropped). */
  id: number | null;
  name: string | null;
  rows: OverallRow[];
}

export interface OverallView {
  /** The sessions that have results, by stage then start: one score column each. */
  sessions: CompetitionSession[];
  groups: OverallGroup[];
}

const stageIndex = (session: CompetitionSession) => SESSION_STAGES.indexOf(session.stage);

/**
 * The overall results of a competition, one table per group (each group is ranked on its own). The server ranks
 * by the last stage an entry reached; the award shown is the one given in that stage's sessions.
 */
export async function loadOverallResults(client: AppServices['competition'], competitionId: number, options: RequestOptions): Promise<OverallView> {
  const [rows, allSessions, groups] = await Promise.all([
    client.overallResults(competitionId, {}, options),
    client.sessions(competitionId, options),
    client.groups(competitionId, options),
  ]);
  const scored = new Set(rows.flatMap((row) => Object.keys(row.sessions)));
  const sessions = allSessions.filter((session) => scored.has(String(session.id))).sort((a, b) => stageIndex(a) - stageIndex(b) || a.start_at.localeCompare(b.start_at));
  const lastStage = Math.max(-1, ...sessions.map(stageIndex));
  const lastSessions = sessions.filter((session) => stageIndex(session) === lastStage);
  const awards = new Map<number, string[]>();
  for (const results of await Promise.all(lastSessions.map((session) => client.results(competitionId, session.id, {}, options)))) {
    for (const result of results) if (result.award !== null) awards.set(result.team_id, [...(awards.get(result.team_id) ?? []), result.award]);
  }
  const withAward = rows.map((row) => ({ ...row, award: awards.get(row.team_id)?.join('、') ?? null }));
  const ordered: (CompetitionGroup | null)[] = [...[...groups].sort((a, b) => a.sort - b.sort || a.id - b.id), null];
  return {
    sessions,
    groups: ordered
      .map((group) => ({ id: group?.id ?? null, name: group?.name ?? null, rows: withAward.filter((row) => row.group_id === (group?.id ?? null)) }))
      .filter((group) => group.rows.length > 0),
  };
}

const GroupTitle = styled.h3`
  margin: var(--ui-space-3) 0 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-medium);
`;

const score = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));

/** 总成绩: per group, rank, team, college, each session's score, the total and the award. */
export function OverallResults({ competitionId }: { competitionId: number }) {
  const t = useT();
  const labels = useDataTableLabels();
  const { competition: client } = useServices();
  const overall = useQuery((signal) => loadOverallResults(client, competitionId, { signal, silent: true }), [competitionId]);
  const view = useViewState(overall, { emptyTitle: t('competition.overall.emptyTitle'), emptyDescription: t('competition.overall.emptyDescription') }, (data) => data.groups.length === 0);
  const data = overall.data;

  const columns: DataTableColumn<OverallRow>[] = [
    { key: 'rank', title: t('competition.grade.rank'), kind: 'number', render: (row) => <Numeric>{row.rank ?? '—'}</Numeric> },
    { key: 'team_name', title: t('competition.team.name'), ellipsis: 200 },
    { key: 'edu_title', title: t('competition.user.school'), ellipsis: 180, render: (row) => row.edu_title ?? '—' },
    ...(data?.sessions ?? []).map(
      (session): DataTableColumn<OverallRow> => ({
        key: `session-${session.id}`,
        title: `${t(`competition.session.stage.${session.stage}`)} · ${session.title}`,
        kind: 'number',
        render: (row) => <Numeric>{score(row.sessions[String(session.id)])}</Numeric>,
      }),
    ),
    { key: 'total', title: t('competition.overall.total'), kind: 'number', render: (row) => <Numeric>{score(row.total)}</Numeric> },
    { key: 'award', title: t('competition.grade.award'), nowrap: true, render: (row) => row.award ?? '—' },
  ];

  return (
    <StateView state={view.state} {...view.stateMessages}>
      <Stack>
        {(data?.groups ?? []).map((group) => {
          const name = group.name ?? t('competition.overall.noGroup');
          return (
            <section key={group.id ?? 'none'} aria-label={name}>
              <GroupTitle>{name}</GroupTitle>
              <DataTable<OverallRow>
                aria-label={t('competition.overall.tableNamed', { group: name })}
                columns={columns}
                rows={group.rows}
                rowKey={(row) => String(row.team_id)}
                labels={labels}
              />
            </section>
          );
        })}
      </Stack>
    </StateView>
  );
}
