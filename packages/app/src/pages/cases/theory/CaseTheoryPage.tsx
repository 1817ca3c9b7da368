import { Card, PageHeader, StateView } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useCaseIdParam } from '../shared/caseId';
import { Markdown } from '../shared/Markdown';
import { StudyFrame } from '../shared/StudyFrame';

/** CaseTheory (/bigdata/theory/:id): the case's theory, markdown with formulas. */
export default function CaseTheoryPage() {
  const t = useT();
  const caseId = useCaseIdParam();
  const { classroom } = useServices();
  const query = useQuery((signal) => (caseId === null ? Promise.reject(new Error(t('case.badId'))) : classroom.openCase(caseId, { signal, silent: true })), [caseId]);
  const view = useViewState(query, { emptyTitle: t('case.theoryEmpty') }, (data) => data.case.theory.trim() === '');
  return (
    <StudyFrame>
      <PageHeader title={query.data ? query.data.case.title : t('case.theory')} description={t('case.theory')} />
      <Card>
        <StateView state={view.state} {...view.stateMessages}>
          {query.data && <Markdown source={query.data.case.theory} label={t('case.theory')} />}
        </StateView>
      </Card>
    </StudyFrame>
  );
}
