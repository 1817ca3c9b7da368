import { useState } from 'react';
import styled from 'styled-components';
import type { Bank, Question } from '@finedu/domain';
import { Button, FormField, ListTable, Modal, Select } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { QuestionFilterBar } from '../bank/QuestionFilterBar';
import { useQuestionBank, useQuestionColumns } from '../bank/useQuestionBank';

const WideModal = styled(Modal)`
  &&[data-size='large'] {
    width: min(1100px, 96vw);
  }
`;

const BankSelect = styled(Select)`
  max-width: 240px;
`;

const OnPaper = styled.span`
  white-space: nowrap;
  color: var(--ui-color-text-secondary);
`;

const Picked = styled.p`
  margin: var(--ui-space-3) 0 0;
  color: var(--ui-color-text-secondary);
`;

export interface BankPickerModalProps {
  /** Banks the caller may draw from; the first is shown first. */
  banks: readonly Bank[];
  /** Questions already on the paper: shown but not selectable twice. */
  excludeIds: ReadonlySet<number>;
  /** The section the questions go to (for the title). */
  sectionTitle: string;
  onClose: () => void;
  /** Called with the picked questions, in the order they were picked. */
  onAdd: (questions: Question[]) => void;
}

function BankPickerList({ bank, selected, excludeIds, onToggle }: { bank: Bank; selected: ReadonlyMap<number, Question>; excludeIds: ReadonlySet<number>; onToggle: (rows: readonly Question[], keys: string[]) => void }) {
  const t = useT();
  const { page, categories, knowledgePoints } = useQuestionBank(bank, { empty: { emptyTitle: t('exam.paper.picker.empty') }, noMatch: { emptyTitle: t('exam.bank.noMatch') } });
  const columns = useQuestionColumns({ compact: true });
  const rows = page.table.data?.list ?? [];
  const pageKeys = rows.filter((row) => selected.has(row.id)).map((row) => String(row.id));
  return (
    <>
      <QuestionFilterBar label={t('exam.paper.picker.filters')} categories={categories.data ?? []} knowledgePoints={knowledgePoints.data ?? []} onSearch={(filters) => page.setFilters(filters)} />
      <ListTable<Question>
        {...page.table}
        aria-label={t('exam.paper.picker.table')}
        columns={[
          ...columns,
          { key: 'on_paper', title: '', width: 96, render: (row) => (excludeIds.has(row.id) ? <OnPaper>{t('exam.paper.picker.onPaper')}</OnPaper> : '') },
        ]}
        selectable
        selectedKeys={pageKeys}
        onSelectionChange={(keys) => onToggle(rows, keys)}
        scroll="contained"
      />
    </>
  );
}

/** Search and filter the bank(s), select questions across pages and banks, add them to a section. */
export function BankPickerModal({ banks, excludeIds, sectionTitle, onClose, onAdd }: BankPickerModalProps) {
  const t = useT();
  const [bank, setBank] = useState<Bank>(banks[0] ?? 'college');
  const [selected, setSelected] = useState<Map<number, Question>>(new Map());

  // The table reports the selected keys of the page shown: merge them into the selection kept across pages.
  const toggle = (rows: readonly Question[], keys: string[]) => {
    const chosen = new Set(keys.map(Number));
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (excludeIds.has(row.id)) continue;
        if (chosen.has(row.id)) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  };

  return (
    <WideModal
      open
      size="large"
      title={t('exam.paper.picker.title', { section: sectionTitle })}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={selected.size === 0} onClick={() => onAdd([...selected.values()])}>
            {t('exam.paper.picker.add', { count: selected.size })}
          </Button>
        </>
      }
    >
      {banks.length > 1 && (
        <FormField label={t('exam.paper.picker.bank')} labelSuffix={t('common.fieldSuffix')}>
          <BankSelect value={bank} onChange={(event) => setBank(event.target.value as Bank)} options={banks.map((value) => ({ value, label: t(value === 'platform' ? 'exam.bank.platformTab' : 'exam.bank.collegeTab') }))} />
        </FormField>
      )}
      <BankPickerList key={bank} bank={bank} selected={selected} excludeIds={excludeIds} onToggle={toggle} />
      <Picked role="status">{t('exam.paper.picker.selected', { count: selected.size })}</Picked>
    </WideModal>
  );
}
