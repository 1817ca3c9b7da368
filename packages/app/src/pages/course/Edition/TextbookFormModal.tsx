import { useState } from 'react';
import { TextbookCreate, TextbookUpdate, type Textbook } from '@finedu/domain';
import { FormField, TextInput, Textarea } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CoverField } from '../shared/CoverField';

/** Authors typed as "张三，李四" or "张三, 李四". */
export const splitAuthors = (value: string): string[] =>
  value
    .split(/[,，、;；]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** Create or edit a textbook of the materials library (ISBN check digit verified). */
export function TextbookFormModal({ textbook, onClose, onSaved }: { textbook: Textbook | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const [values, setValues] = useState({
    title: textbook?.title ?? '',
    authors: textbook?.authors.join('、') ?? '',
    publisher: textbook?.publisher ?? '',
    isbn: textbook?.isbn ?? '',
    cover: textbook?.cover ?? '',
    description: textbook?.description ?? '',
  });
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`edition.field.${field}` as MessageId);
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const body = { ...values, authors: splitAuthors(values.authors) };
    const checked = textbook ? validateWith(TextbookUpdate, body, label, t) : validateWith(TextbookCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors.isbn ? { ...checked.errors, isbn: t('edition.isbnInvalid') } : checked.errors);
    return form.send(async () => {
      if (textbook) await courses.updateTextbook(textbook.id, checked.data as TextbookUpdate, { silent: true });
      else await courses.createTextbook(checked.data as TextbookCreate, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal formId="textbook-form" title={t(textbook ? 'edition.editTextbook' : 'edition.createTextbook')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
        <TextInput name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label={label('authors')} labelSuffix={t('common.fieldSuffix')} help={t('edition.authorsHelp')} error={errors.authors}>
        <TextInput name="authors" value={values.authors} onChange={(event) => set('authors', event.target.value)} />
      </FormField>
      <FormField label={label('publisher')} labelSuffix={t('common.fieldSuffix')} error={errors.publisher}>
        <TextInput name="publisher" value={values.publisher} onChange={(event) => set('publisher', event.target.value)} />
      </FormField>
      <FormField label={label('isbn')} labelSuffix={t('common.fieldSuffix')} error={errors.isbn}>
        <TextInput name="isbn" value={values.isbn} onChange={(event) => set('isbn', event.target.value)} />
      </FormField>
      <FormField label={label('cover')} labelSuffix={t('common.fieldSuffix')} error={errors.cover}>
        <CoverField value={values.cover} onChange={(url) => set('cover', url)} />
      </FormField>
      <FormField label={label('description')} labelSuffix={t('common.fieldSuffix')} error={errors.description}>
        <Textarea name="description" rows={3} value={values.description} onChange={(event) => set('description', event.target.value)} />
      </FormField>
    </FormModal>
  );
}
