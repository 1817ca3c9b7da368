import { useState, type FormEvent } from 'react';
import type { Bank, QuestionCategory } from '@finedu/domain';
import { Button, DataTable, FilterBar, FormAlert, Modal, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

export interface CategoriesModalProps {
  /** The caller's own bank (categories are written there). */
  bank: Bank;
  /** Called on close; `changed` when a category was added, renamed or deleted. */
  onClose: (changed: boolean) => void;
}

/** Question categories of a bank: add, rename, delete (the server refuses while questions use one; its message is shown). */
export function CategoriesModal({ bank, onClose }: CategoriesModalProps) {
  const t = useT();
  const toast = useToast();
  const { exam } = useServices();
  const categories = useQuery((signal) => exam.listCategories(bank, { signal, silent: true }).then((answer) => answer.list), [bank]);
  const view = useViewState(categories, { emptyTitle: t('exam.bank.categories.empty'), emptyDescription: t('exam.bank.categories.emptyHint') });
  const tableLabels = useDataTableLabels();
  const [name, setName] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState('');
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setFailure('');
    setBusy(true);
    try {
      await work();
      toast.success(done);
      setChanged(true);
      categories.reload();
      return true;
    } catch (error) {
      setFailure(toQueryError(error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    if (await attempt(() => exam.createCategory(trimmed, { silent: true }), t('exam.bank.categories.added'))) setName('');
  };

  const nameOf = (row: QuestionCategory) => names[row.id] ?? row.name;
  const columns: DataTableColumn<QuestionCategory>[] = [
    {
      key: 'name',
      title: t('exam.bank.categories.name'),
      render: (row) => <TextInput aria-label={t('exam.bank.categories.nameOf', { name: row.name })} maxLength={64} value={nameOf(row)} onChange={(event) => setNames((current) => ({ ...current, [row.id]: event.target.value }))} />,
    },
    { key: 'question_count', title: t('exam.bank.categories.count'), kind: 'number', width: 96, render: (row) => row.question_count },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" disabled={busy || !nameOf(row).trim() || nameOf(row).trim() === row.name} onClick={() => void attempt(() => exam.updateCategory(row.id, nameOf(row).trim(), { silent: true }), t('exam.bank.categories.renamed'))}>
            {t('common.save')}
          </Button>
          <Button size="small" variant="link" disabled={busy} onClick={() => void attempt(() => exam.deleteCategory(row.id, { silent: true }), t('exam.bank.categories.deleted'))}>
            {t('common.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Modal open size="medium" title={t('exam.bank.categories.title')} onClose={() => onClose(changed)} closeLabel={t('common.close')} footer={<Button onClick={() => onClose(changed)}>{t('common.close')}</Button>}>
      <FilterBar aria-label={t('exam.bank.categories.add')} onSubmit={(event) => void add(event)}>
        <TextInput aria-label={t('exam.bank.categories.name')} placeholder={t('exam.bank.categories.name')} maxLength={64} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
          {t('exam.bank.categories.add')}
        </Button>
      </FilterBar>
      <FormAlert>{failure}</FormAlert>
      <DataTable<QuestionCategory> aria-label={t('exam.bank.categories.title')} columns={columns} rows={categories.data ?? []} rowKey={(row) => String(row.id)} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
    </Modal>
  );
}
