import type { Dashboard } from '@finedu/domain';
import { Card, StateView } from '@finedu/ui';
import { useViewState } from '../../components/tableState';
import { useDataChangeVersion } from '../../hooks/dataChanges';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { CollegeAdminCounts, SystemAdminCounts } from './AdminCounts';
import { AttentionRoot } from './AttentionPanel.styles';
import { StudentAttention } from './StudentAttention';
import { TeacherAttention } from './TeacherAttention';

/** Nothing to act on: a teacher with nothing to mark, run or follow up, a student with nothing due or released. */
export function isCalm(data: Dashboard): boolean {
  switch (data.kind) {
    case 'teacher':
      return data.marking.length === 0 && data.running.length === 0 && data.behind.length === 0 && data.lab_results.length === 0;
    case 'student':
      return data.next_exam === null && data.next_section === null && data.results.length === 0;
    case 'college_admin':
    case 'system_admin':
      return false; // the counts are the panel, zeros included
    default:
      return data satisfies never;
  }
}

/**
 * The attention panel at the top of each role's landing page (issue 18): what needs the user now, each item a link
 * to where they act. One call; the server answers the caller's role's view.
 */
export function AttentionPanel() {
  const t = useT();
  const { dashboard } = useServices();
  // Read again whenever the page beside it changed data (an import adds students: the count follows at once).
  const changes = useDataChangeVersion();
  const query = useQuery((signal) => dashboard.mine({ signal, silent: true }), [changes]);
  const view = useViewState(query, { emptyTitle: t('dashboard.empty') }, isCalm);
  return (
    <AttentionRoot>
      <Card title={t('dashboard.title')} aria-live="polite">
        <StateView state={view.state} {...view.stateMessages} errorTitle={t('dashboard.loadFailed')}>
          {query.data !== undefined && <AttentionBody data={query.data} />}
        </StateView>
      </Card>
    </AttentionRoot>
  );
}

function AttentionBody({ data }: { data: Dashboard }) {
  switch (data.kind) {
    case 'teacher':
      return <TeacherAttention data={data} />;
    case 'student':
      return <StudentAttention data={data} />;
    case 'college_admin':
      return <CollegeAdminCounts data={data} />;
    case 'system_admin':
      return <SystemAdminCounts data={data} />;
    default:
      return data satisfies never;
  }
}
