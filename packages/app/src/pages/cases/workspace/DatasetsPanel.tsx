import { useState } from 'react';
import styled from 'styled-components';
import type { StudyCase } from '@finedu/domain';
import { Button, Card, StateView } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { PreviewTable } from '../shared/PreviewTable';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  margin: 0 0 var(--ui-space-4);
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  padding: var(--ui-space-3);
  min-width: 220px;
  &[data-state='selected'] {
    border-color: var(--ui-color-primary);
  }
  p {
    margin: var(--ui-space-1) 0;
    color: var(--ui-color-text-secondary);
  }
`;

/** The case's datasets (file name the notebook reads, columns), a preview of the chosen one, download links. */
export function DatasetsPanel({ study }: { study: StudyCase }) {
  const t = useT();
  const { classroom } = useServices();
  const [selected, setSelected] = useState<string | undefined>(study.datasets[0]?.id);
  const files = useQuery((signal) => classroom.datasetFiles({ case_id: study.id, dataset_id: selected, rows: 20 }, { signal, silent: true }), [study.id, selected]);
  const view = useViewState(files, { emptyTitle: t('case.datasetsEmpty'), emptyDescription: t('case.datasetsEmptyHint') }, (data) => data.list.length === 0);
  return (
    <Card title={t('case.datasets')}>
      <StateView state={view.state} {...view.stateMessages}>
        <List aria-label={t('case.datasets')}>
          {files.data?.list.map((file) => (
            <Item key={file.id} data-state={file.id === selected ? 'selected' : undefined}>
              <strong>{file.name}</strong>
              <p>
                <code>{file.filename}</code>
              </p>
              {file.description && <p>{file.description}</p>}
              <p>{t('case.datasetColumns', { columns: file.columns.map((column) => column.name).join(', ') || t('common.none') })}</p>
              <Button size="small" variant="link" onClick={() => setSelected(file.id)} aria-pressed={file.id === selected}>
                {t('case.preview')}
              </Button>
              <Button size="small" variant="link" onClick={() => void classroom.downloadDataset(study.id, file.id).then((blob) => saveBlob(blob, file.filename))}>
                {t('case.download')}
              </Button>
            </Item>
          ))}
        </List>
        {files.data?.preview && <PreviewTable preview={files.data.preview} label={t('case.previewOf', { name: files.data.list.find((file) => file.id === selected)?.name ?? '' })} />}
      </StateView>
    </Card>
  );
}
