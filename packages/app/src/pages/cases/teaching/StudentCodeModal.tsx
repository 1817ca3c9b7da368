import { Modal, StateView } from '@finedu/ui';
import { Notebook } from '@finedu/ui/notebook';
import type { CaseStudent } from '@finedu/domain';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useNotebookLabels } from '../shared/useNotebookLabels';

const noRun = () => Promise.reject(new Error('read-only'));

/** A student's latest code (read-only notebook) and their last logged run. */
export function StudentCodeModal({ caseId, student, onClose }: { caseId: number; student: CaseStudent; onClose: () => void }) {
  const t = useT();
  const { classroom } = useServices();
  const { labels, cellLabels } = useNotebookLabels();
  const query = useQuery((signal) => classroom.code(caseId, student.user_id, { signal, silent: true }), [caseId, student.user_id]);
  const view = useViewState(query, { emptyTitle: t('teaching.noCode') }, (data) => data.cells.length === 0);
  return (
    <Modal open size="large" title={t('teaching.codeOf', { name: student.name })} onClose={onClose} closeLabel={t('common.close')}>
      <StateView state={view.state} {...view.stateMessages}>
        {query.data && (
          <>
            <p>{t('teaching.savedAt', { at: formatDateTime(query.data.saved_at) })}</p>
            <Notebook cells={query.data.cells} onRun={noRun} status="closed" access="readOnly" editorEngine="plain" labels={labels} cellLabels={cellLabels} />
            <h3>{t('teaching.lastRun')}</h3>
            {query.data.last_run ? (
              <section aria-label={t('teaching.lastRun')}>
                <p>{formatDateTime(query.data.last_run.created_at)}</p>
                <pre>{query.data.last_run.code}</pre>
              </section>
            ) : (
              <p>{t('teaching.noRun')}</p>
            )}
          </>
        )}
      </StateView>
    </Modal>
  );
}
