import { useState } from 'react';
import styled from 'styled-components';
import { EditionCreate, EditionUpdate, type Edition } from '@finedu/domain';
import { Button, FormAlert, FormField, Select, TextInput } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const Rows = styled.ol`
  margin: 0 0 var(--ui-space-3);
  padding-left: var(--ui-space-5);
  li { margin-bottom: var(--ui-space-2); }
  li > div { display: flex; gap: var(--ui-space-2); align-items: center; }
  li > div > *:first-child { flex: 1; }
`;

interface Row {
  key: number;
  title: string;
  course_id: string;
}

/** An edition of a textbook: name, year and its chapters, each optionally linked to a platform course. */
export function EditionFormModal({
  textbookId,
  edition,
  courses: platformCourses,
  onClose,
  onSaved,
}: {
  textbookId: number;
  edition: Edition | null;
  courses: readonly { id: number; title: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { courses } = useServices();
  const [name, setName] = useState(edition?.name ?? '');
  const [year, setYear] = useState(edition?.year ? String(edition.year) : '');
  const [rows, setRows] = useState<Row[]>(() => (edition?.chapters ?? []).map((chapter, index) => ({ key: index, title: chapter.title, course_id: chapter.course_id ? String(chapter.course_id) : '' })));
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`edition.field.${field}` as MessageId);
  const setRow = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = () => {
    const body = {
      name,
      year: year.trim() === '' ? null : Number(year),
      chapters: rows.map((row) => ({ title: row.title, course_id: row.course_id === '' ? null : Number(row.course_id) })),
    };
    const checked = edition ? validateWith(EditionUpdate, body, label, t) : validateWith(EditionCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      if (edition) await courses.updateEdition(edition.id, checked.data as EditionUpdate, { silent: true });
      else await courses.createEdition(textbookId, checked.data as EditionCreate, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal formId="edition-form" title={t(edition ? 'edition.editEdition' : 'edition.createEdition')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={label('name')} labelSuffix={t('common.fieldSuffix')} required error={errors.name}>
        <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={label('year')} labelSuffix={t('common.fieldSuffix')} error={errors.year}>
        <TextInput name="year" inputMode="numeric" value={year} onChange={(event) => setYear(event.target.value)} />
      </FormField>
      <h3>{label('chapters')}</h3>
      {errors.chapters && <FormAlert>{errors.chapters}</FormAlert>}
      <Rows aria-label={label('chapters')}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <div>
              <TextInput aria-label={t('edition.chapterTitle', { index: index + 1 })} value={row.title} onChange={(event) => setRow(row.key, { title: event.target.value })} />
              <Select
                aria-label={t('edition.chapterCourse', { index: index + 1 })}
                value={row.course_id}
                placeholder={t('edition.noCourse')}
                options={platformCourses.map((course) => ({ value: String(course.id), label: course.title }))}
                onChange={(event) => setRow(row.key, { course_id: event.target.value })}
              />
              <Button size="small" variant="link" aria-label={t('edition.removeChapter', { index: index + 1 })} onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}>
                ×
              </Button>
            </div>
          </li>
        ))}
      </Rows>
      <Button size="small" onClick={() => setRows((current) => [...current, { key: Math.max(-1, ...current.map((row) => row.key)) + 1, title: '', course_id: '' }])}>
        {t('edition.addChapter')}
      </Button>
    </FormModal>
  );
}
