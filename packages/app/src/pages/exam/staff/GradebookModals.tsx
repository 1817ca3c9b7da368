import { useState } from 'react';
import { type CourseGradebook, type GradebookAuditEntry } from '@finedu/domain';
import { Button, DataTable, FormField, Modal, Select, TextInput, Textarea, type DataTableColumn, type GradebookStudentRow } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { formatDateTime } from '../../../components/format';
import { useFormSave } from '../../../forms/useFormSave';
import type { FieldErrors } from '../../../forms/validate';
import { useQuery } from '../../../hooks/useQuery';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

/** A score the teacher opened: an item's (or the total's) override, or a manual column's own score. */
export interface OverrideTarget {
  row: GradebookStudentRow;
  /** An item's key or `total`. */
  item: string;
  title: string;
  max: number;
  /** The override in force (null: none). */
  current: number | null;
  /** A manual column's id: the score is entered there instead of overridden. */
  manualColumnId?: number | undefined;
  manualScore?: number | null;
}

/** A score or full marks as typed: a number with at most two decimals. */
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const isScore = (text: string, max: number) => TWO_DECIMALS.test(text.trim()) && Number(text) <= max;

/** Override (or undo the override of) a score, with the reason the audit trail keeps; or enter a manual column's score. */
export function OverrideModal({ courseId, target, onClose, onSaved }: { courseId: number; target: OverrideTarget; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { gradebook } = useServices();
  const form = useFormSave();
  const manual = target.manualColumnId !== undefined;
  const start = manual ? target.manualScore : target.current;
  const [score, setScore] = useState(start === null || start === undefined ? '' : String(start));
  const [reason, setReason] = useState('');

  const submit = () => {
    const empty = score.trim() === '';
    const errors: FieldErrors = {};
    if (!empty && !isScore(score, target.max)) errors.score = t('gradebook.override.invalid', { max: target.max });
    if (!manual && reason.trim() === '') errors.reason = t('gradebook.override.reasonRequired');
    if (Object.keys(errors).length > 0) return form.reject(errors);
    const value = empty ? null : Number(score);
    return form.send(async () => {
      if (target.manualColumnId !== undefined) await gradebook.setManualScore(courseId, target.manualColumnId, { user_id: target.row.user_id, score: value }, { silent: true });
      else await gradebook.override(courseId, { user_id: target.row.user_id, item: target.item, score: value, reason: reason.trim() }, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal
      formId="gradebook-override-form"
      size="small"
      title={manual ? t('gradebook.manual.title', { name: target.row.name, item: target.title }) : t('gradebook.override.title', { name: target.row.name })}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      saving={form.saving}
      failure={form.failure}
    >
      {!manual && <p>{t('gradebook.override.item', { item: target.title })}</p>}
      <FormField label={t('gradebook.override.score')} labelSuffix={t('common.fieldSuffix')} error={form.errors.score} help={t('gradebook.override.scoreHelp', { max: target.max })}>
        <TextInput name="score" inputMode="decimal" value={score} onChange={(event) => setScore(event.target.value)} />
      </FormField>
      {!manual && (
        <FormField label={t('gradebook.override.reason')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.reason}>
          <Textarea name="reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      )}
    </FormModal>
  );
}

/** A new manual column (attendance, a presentation …): its title and full marks. */
export function ManualColumnModal({ courseId, onClose, onSaved }: { courseId: number; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { gradebook } = useServices();
  const form = useFormSave();
  const [title, setTitle] = useState('');
  const [max, setMax] = useState('100');
  const submit = () => {
    if (title.trim() === '' || !TWO_DECIMALS.test(max.trim()) || Number(max) <= 0) return form.reject({ title: t('gradebook.column.invalid') });
    return form.send(async () => {
      await gradebook.createManualColumn(courseId, { title: title.trim(), max_score: Number(max) }, { silent: true });
      onSaved();
    });
  };
  return (
    <FormModal formId="gradebook-column-form" size="small" title={t('gradebook.column.title')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={t('gradebook.column.name')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.title}>
        <TextInput name="title" maxLength={60} value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField label={t('gradebook.column.max')} labelSuffix={t('common.fieldSuffix')} required>
        <TextInput name="max" inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} />
      </FormField>
    </FormModal>
  );
}

/** Import a manual column from .xlsx (学号, score): the server refuses the whole file and names each bad row. */
export function ImportColumnModal({ book, onClose, onSaved }: { book: CourseGradebook; onClose: () => void; onSaved: (count: number) => void }) {
  const t = useT();
  const { gradebook } = useServices();
  const form = useFormSave();
  const columns = book.items.filter((i) => i.kind === 'manual');
  const [column, setColumn] = useState(columns[0]?.key ?? '');
  const [file, setFile] = useState<File | null>(null);
  const submit = () => {
    if (column === '') return form.reject({ file: t('gradebook.import.noColumns') });
    if (file === null) return form.reject({ file: t('gradebook.import.pickFile') });
    return form.send(async () => {
      const result = await gradebook.importManualColumn(book.course.id, Number(column.split(':')[1]), file, { silent: true });
      onSaved(result.imported);
    });
  };
  return (
    <FormModal formId="gradebook-import-form" size="medium" title={t('gradebook.import.title')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={t('gradebook.import.column')} labelSuffix={t('common.fieldSuffix')} required error={columns.length === 0 ? t('gradebook.import.noColumns') : undefined}>
        <Select value={column} onChange={(event) => setColumn(event.target.value)} options={columns.map((c) => ({ value: c.key, label: `${c.title}（${c.max_score}）` }))} />
      </FormField>
      <FormField label={t('gradebook.import.file')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.file} help={t('gradebook.import.help')}>
        <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </FormField>
    </FormModal>
  );
}

/** The gradebook's audit trail: who changed which score, when, from what to what, and why. */
export function AuditModal({ courseId, book, onClose }: { courseId: number; book: CourseGradebook; onClose: () => void }) {
  const t = useT();
  const { gradebook } = useServices();
  const labels = useDataTableLabels();
  const query = useQuery((signal) => gradebook.audit(courseId, { signal, silent: true }).then((data) => data.list), [gradebook, courseId]);
  const titleOf = (key: string) => (key === 'total' ? t('gradebook.mine.total') : (book.items.find((i) => i.key === key)?.title ?? key));
  const actionOf = (action: string) => {
    switch (action) {
      case 'override':
        return t('gradebook.audit.action.override');
      case 'clear':
        return t('gradebook.audit.action.clear');
      case 'manual':
        return t('gradebook.audit.action.manual');
      case 'import':
        return t('gradebook.audit.action.import');
      default:
        return action;
    }
  };
  const score = (value: number | null) => (value === null ? '—' : String(value));
  const columns: DataTableColumn<GradebookAuditEntry>[] = [
    { key: 'created_at', title: t('gradebook.audit.when'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
    { key: 'actor_name', title: t('gradebook.audit.who'), nowrap: true },
    { key: 'student_name', title: t('gradebook.audit.student'), nowrap: true },
    { key: 'item', title: t('gradebook.audit.item'), ellipsis: 200, render: (row) => titleOf(row.item) },
    { key: 'change', title: t('gradebook.audit.change'), nowrap: true, render: (row) => `${actionOf(row.action)} ${score(row.old_score)} → ${score(row.new_score)}` },
    { key: 'reason', title: t('gradebook.audit.reason'), ellipsis: 240 },
  ];
  return (
    <Modal open size="large" onClose={onClose} closeLabel={t('common.close')} title={t('gradebook.audit.title')} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <DataTable<GradebookAuditEntry>
        aria-label={t('gradebook.audit.title')}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(row) => String(row.id)}
        labels={labels}
        scroll="contained"
        state={query.error ? 'error' : query.data === undefined ? 'loading' : query.data.length === 0 ? 'empty' : 'ready'}
        stateMessages={{ emptyTitle: t('gradebook.audit.empty') }}
      />
    </Modal>
  );
}
