import { useState, type FormEvent } from 'react';
import type { CaseType } from '@finedu/domain';
import { Button, DataTable, DataTableActions, FilterBar, Modal, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

/** Case types: add, rename, reorder, delete (refused by the server while a case uses the type). */
export function CaseTypesModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const { cases } = useServices();
  const types = useQuery((signal) => cases.listTypes({ signal, silent: true }), []);
  const view = useViewState(types, { emptyTitle: t('cases.typesEmpty') });
  const tableLabels = useDataTableLabels();
  const [name, setName] = useState('');
  const [edits, setEdits] = useState<Record<number, { name: string; sort: string }>>({});

  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      types.reload();
    } catch (reason) {
      toast.error(toQueryError(reason).message);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    void attempt(() => cases.createType({ name: name.trim() }, { silent: true }), t('cases.typeSaved')).then(() => setName(''));
  };

  const editOf = (row: CaseType) => edits[row.id] ?? { name: row.name, sort: String(row.sort) };
  const setEdit = (row: CaseType, patch: Partial<{ name: string; sort: string }>) => setEdits((current) => ({ ...current, [row.id]: { ...editOf(row), ...patch } }));

  const columns: DataTableColumn<CaseType>[] = [
    { key: 'name', title: t('cases.typeName'), render: (row) => <TextInput aria-label={t('cases.typeName')} value={editOf(row).name} onChange={(event) => setEdit(row, { name: event.target.value })} /> },
    { key: 'sort', title: t('cases.typeSort'), render: (row) => <TextInput type="number" aria-label={t('cases.typeSort')} value={editOf(row).sort} onChange={(event) => setEdit(row, { sort: event.target.value })} /> },
    { key: 'case_count', title: t('cases.typeCases'), kind: 'number', render: (row) => row.case_count },
  ];

  return (
    <Modal open size="large" title={t('cases.types')} onClose={onClose} closeLabel={t('common.close')} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <FilterBar aria-label={t('cases.addType')} onSubmit={add}>
        <TextInput aria-label={t('cases.typeName')} placeholder={t('cases.typeName')} maxLength={32} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="primary" disabled={!name.trim()}>
          {t('cases.addType')}
        </Button>
      </FilterBar>
      <DataTable<CaseType>
        aria-label={t('cases.types')}
        columns={columns}
        rows={types.data ?? []}
        rowKey="id"
        labels={tableLabels}
        rowActions={(row) => (
          <DataTableActions
            actions={[
              { key: 'save', label: t('common.save'), onClick: () => void attempt(() => cases.updateType(row.id, { name: editOf(row).name.trim(), sort: Number(editOf(row).sort) || 0 }, { silent: true }), t('cases.typeSaved')) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', disabled: row.case_count > 0, onClick: () => void attempt(() => cases.removeType(row.id, { silent: true }), t('cases.typeDeleted')) },
            ]}
          />
        )}
        state={view.state}
        stateMessages={view.stateMessages}
      />
    </Modal>
  );
}
