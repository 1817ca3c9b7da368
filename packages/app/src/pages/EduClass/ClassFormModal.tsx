import { useState } from 'react';
import { ClassCreate, ClassUpdate, type ClassInfo, type User } from '@finedu/domain';
import { FormField, Select, TextInput, Textarea } from '@finedu/ui';
import { FormModal } from '../../components/FormModal';
import { useFormSave } from '../../forms/useFormSave';
import { validateWith } from '../../forms/validate';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';

export interface ClassFormModalProps {
  klass: ClassInfo | null;
  teachers: readonly User[];
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a class: name, year, head teacher, notes. */
export function ClassFormModal({ klass, teachers, onClose, onSaved }: ClassFormModalProps) {
  const t = useT();
  const { classes } = useServices();
  const [values, setValues] = useState({ name: klass?.name ?? '', grade: klass?.grade ?? '', teacher_id: klass?.teacher_id ? String(klass.teacher_id) : '', remark: klass?.remark ?? '' });
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`classes.field.${field === 'teacher_id' ? 'teacher' : field}` as MessageId);
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const body = { ...values, teacher_id: values.teacher_id === '' ? null : Number(values.teacher_id) };
    const checked = klass ? validateWith(ClassUpdate, body, label, t) : validateWith(ClassCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      if (klass) await classes.update(klass.id, checked.data as ClassUpdate, { silent: true });
      else await classes.create(checked.data as ClassCreate, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal formId="class-form" title={t(klass ? 'classes.editTitle' : 'classes.createTitle')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={label('name')} labelSuffix={t('common.fieldSuffix')} required error={errors.name}>
        <TextInput name="name" value={values.name} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label={label('grade')} labelSuffix={t('common.fieldSuffix')} error={errors.grade}>
        <TextInput name="grade" value={values.grade} onChange={(event) => set('grade', event.target.value)} />
      </FormField>
      <FormField label={label('teacher_id')} labelSuffix={t('common.fieldSuffix')} error={errors.teacher_id}>
        <Select
          name="teacher_id"
          value={values.teacher_id}
          onChange={(event) => set('teacher_id', event.target.value)}
          options={[{ value: '', label: t('classes.noTeacher') }, ...teachers.map((teacher) => ({ value: String(teacher.id), label: `${teacher.name} (${teacher.username})` }))]}
        />
      </FormField>
      <FormField label={label('remark')} labelSuffix={t('common.fieldSuffix')} error={errors.remark}>
        <Textarea name="remark" rows={3} value={values.remark} onChange={(event) => set('remark', event.target.value)} />
      </FormField>
    </FormModal>
  );
}
