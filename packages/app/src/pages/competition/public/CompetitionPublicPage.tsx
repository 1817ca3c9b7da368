import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type OpenCompetition, type Paged, type ScheduleSession } from '@finedu/domain';
import { Button, Card, DataTable, PageHeader, StateView, type DataTableColumn } from '@finedu/ui';
import { renderHtmlFormulas, sanitizeHtml, useKatexVersion } from '@finedu/ui/notebook';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionBoardSlot } from '../shared/CompetitionBoardSlot';
import { CompetitionSiteFrame } from '../shared/CompetitionSiteFrame';
import { CompetitionStatusTag, Muted, RichText, SessionStateTag, TimeWindow, formatWindow } from '../shared/competitionParts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: var(--ui-radius-md);
`;

/** Competition (/competition, no sign-in): the public competitions, their schedule and published or frozen boards. */
export default function CompetitionPublicPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const chosen = Number.isInteger(id) && id > 0 ? id : null;
  return (
    <CompetitionSiteFrame tools={<Link to={routePath('CompetitionLogin')}>{t('login.competitionTitle')}</Link>}>
      {chosen === null ? <PublicList onOpen={(next) => setParams({ id: String(next) })} /> : <PublicDetail id={chosen} onBack={() => setParams({})} />}
    </CompetitionSiteFrame>
  );
}

function PublicList({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useT();
  const { competition } = useServices();
  const list = useQuery<Paged<OpenCompetition>>((signal) => competition.publicList({ page_size: 50 }, { signal, silent: true }), [competition]);
  const view = useViewState(list, { emptyTitle: t('competition.public.emptyTitle'), emptyDescription: t('competition.public.emptyDescription') }, (data) => data.list.length === 0);
  return (
    <>
      <PageHeader title={t('competition.public.title')} description={t('competition.public.description')} />
      <StateView state={view.state} {...view.stateMessages}>
        <Grid aria-label={t('competition.public.title')}>
          {(list.data?.list ?? []).map((item) => (
            <li key={item.id}>
              <Card title={item.title} extra={<CompetitionStatusTag status={item.status} />}>
                {item.cover_url && <Cover src={item.cover_url} alt="" />}
                <p>
                  <Muted>{item.edu_title ?? t('competition.platform')}</Muted>
                </p>
                <p>
                  {t('competition.field.registration')}
                  {t('common.fieldSuffix')}
                  <TimeWindow start={item.registration_start} end={item.registration_end} timeZone={item.time_zone} />
                </p>
                <Button variant="primary" onClick={() => onOpen(item.id)} aria-label={t('competition.public.openNamed', { title: item.title })}>
                  {t('competition.public.open')}
                </Button>
              </Card>
            </li>
          ))}
        </Grid>
      </StateView>
    </>
  );
}

function PublicDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT();
  // Rendered on every render, so KaTeX's arrival (it loads on first need) draws the formulas.
  useKatexVersion();
  const labels = useDataTableLabels();
  const { competition } = useServices();
  const detail = useQuery<OpenCompetition>((signal) => competition.publicOne(id, { signal, silent: true }), [id]);
  const view = useViewState(detail, {}, () => false);
  const data = detail.data;
  const columns: DataTableColumn<ScheduleSession>[] = [
    { key: 'stage', title: t('competition.session.field.stage'), nowrap: true, render: (row) => t(`competition.session.stage.${row.stage}`) },
    { key: 'title', title: t('competition.session.field.title'), ellipsis: 280 },
    { key: 'kind', title: t('competition.session.field.kind'), nowrap: true, render: (row) => t(`competition.session.kind.${row.kind}`) },
    { key: 'window', title: t('competition.session.window'), render: (row) => <TimeWindow start={row.start_at} end={row.end_at} timeZone={data?.time_zone} /> },
    { key: 'state', title: t('competition.session.state'), kind: 'status', render: (row) => <SessionStateTag state={row.state} /> },
  ];
  // The public site shows a board once it is frozen or over (published results); never a running one's live rows.
  const boards = (data?.sessions ?? []).filter((session) => session.kind === 'modelling' && (session.state === 'frozen' || session.state === 'ended'));
  return (
    <>
      <div>
        <Button variant="link" onClick={onBack}>
          {t('competition.public.back')}
        </Button>
      </div>
      <StateView state={view.state} {...view.stateMessages}>
        {data && (
          <>
            <PageHeader title={data.title} description={t('competition.public.meta', { owner: data.edu_title ?? t('competition.platform'), window: formatWindow(data.registration_start, data.registration_end, data.time_zone), zone: data.time_zone })} extra={<CompetitionStatusTag status={data.status} />} />
            <Card title={t('competition.public.about')}>
              {/* Sanitized by the server when stored; sanitized again here before it touches the DOM. */}
              <RichText dangerouslySetInnerHTML={{ __html: renderHtmlFormulas(sanitizeHtml(data.description_html)) || t('competition.public.noDescription') }} />
            </Card>
            {data.rules_html !== '' && (
              <Card title={t('competition.field.rules_html')}>
                <RichText dangerouslySetInnerHTML={{ __html: renderHtmlFormulas(sanitizeHtml(data.rules_html)) }} />
              </Card>
            )}
            <Card title={t('competition.public.groups')}>{data.groups.length === 0 ? <Muted>—</Muted> : data.groups.map((group) => group.name).join('、')}</Card>
            <Card title={t('competition.public.schedule')}>
              <DataTable<ScheduleSession> aria-label={t('competition.public.schedule')} columns={columns} rows={data.sessions} rowKey={(row) => String(row.id)} labels={labels} state={data.sessions.length === 0 ? 'empty' : 'ready'} stateMessages={{ emptyTitle: t('competition.public.noSessions') }} />
            </Card>
            {boards.map((session) => (
              <Card key={session.id} title={t('competition.public.board', { title: session.title })}>
                <CompetitionBoardSlot sessionId={session.id} publicBoard />
              </Card>
            ))}
          </>
        )}
      </StateView>
    </>
  );
}
