import type { Resource } from '@finedu/domain';
import { Modal, ResourcePreview, StateView } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useResourcePreviewLabels } from '../shared/useCourseLabels';
import { useResourceTable } from '../shared/useResourceTable';
import { useResourceText } from '../shared/useResourceText';

/** A resource shown in the browser (signed, expiring URL fetched on open). */
export function ResourcePreviewModal({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const labels = useResourcePreviewLabels();
  const download = useQuery((signal) => courses.resourceDownload(resource.id, { signal, silent: true }), [resource.id]);
  const view = useViewState(download, {}, () => false);
  const text = useResourceText(download.data?.kind, download.data?.url, t('resource.textFailed'));
  const table = useResourceTable(download.data?.kind, resource.id, t('resource.textFailed'));
  return (
    <Modal open size="large" onClose={onClose} closeLabel={t('common.close')} title={resource.title} closeOnBackdrop>
      <StateView state={view.state} {...view.stateMessages}>
        {download.data && (
          <ResourcePreview
            kind={download.data.kind}
            url={download.data.url}
            title={resource.title}
            filename={download.data.filename}
            size={download.data.size}
            text={text.text}
            table={table.table}
            textError={text.error ?? table.error}
            onRetry={download.data.kind === 'table' ? table.retry : text.retry}
            labels={labels}
          />
        )}
      </StateView>
    </Modal>
  );
}
