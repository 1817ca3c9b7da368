import { useState } from 'react';
import { CourseAssign, CourseCreate, CourseUpdate, STUDY_RULES, type CourseSummary } from '@finedu/domain';
import { FormAlert, FormField, Select, Textarea, TextInput } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CoverField } from '../shared/CoverField';
import { IdChecklist } from '../shared/IdChecklist';
import { useCollegePeople } from './useCollegePeople';

export interface CourseFormModalProps {
  /** The course to edit, or null to create one. */
  course: CourseSummary | null;
  /** Platform course editor (sys_admin): no teachers or classes. */
  platform?: boolean;
  onClose: () => void;
  onSaved: (course: { id: number }) => void;
}

interface Values {
  title: string;
  cover: string;
  description: string;
  status: string;
  sort: string;
  min_read_seconds: string;
  teacher_ids: number[];
  class_ids: number[];
}

/** A numeric field's value; empty is not 0 (the schema then says the field is required). */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Create or edit a course (with the minimum reading time a section needs before it counts as learned): cover, title, description, status, order, teachers and classes. A granted
 * platform course is read-only in a college: only its teachers and classes can be assigned.
 */
export function CourseFormModal({ course, platform = false, onClose, onSaved }: CourseFormModalProps) {
  const t = useT();
  const { courses } = useServices();
  const assignOnly = course !== null && !course.editable;
  const people = useCollegePeople(!platform);
  // Keep the course's current people choosable even when the caller may not list the college's users.
  const withCurrent = (options: { id: number; label: string }[], current: readonly { id: number; name: string }[] = []) => [
    ...options,
    ...current.filter((item) => !options.some((option) => option.id === item.id)).map((item) => ({ id: item.id, label: item.name })),
  ];
  const teacherOptions = withCurrent(people.teachers, course?.teachers);
  const classOptions = withCurrent(people.classes, course?.classes);
  const [values, setValues] = useState<Values>({
    title: course?.title ?? '',
    cover: course?.cover ?? '',
    description: course?.description ?? '',
    status: course?.status ?? 'draft',
    sort: String(course?.sort ?? 0),
    min_read_seconds: String(course?.min_read_seconds ?? STUDY_RULES.defaultMinReadSeconds),
    teacher_ids: course?.teachers.map((teacher) => teacher.id) ?? [],
    class_ids: course?.classes.map((klass) => klass.id) ?? [],
  });
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`course.field.${field}` as MessageId);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const links = platform ? {} : { teacher_ids: values.teacher_ids, class_ids: values.class_ids };
    const body = assignOnly
      ? links
      : { title: values.title, cover: values.cover, description: values.description, status: values.status, sort: toNumber(values.sort), min_read_seconds: toNumber(values.min_read_seconds), ...links };
    const checked = assignOnly ? validateWith(CourseAssign, body, label, t) : course ? validateWith(CourseUpdate, body, label, t) : validateWith(CourseCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      const saved = assignOnly
        ? await courses.assign(course.id, checked.data as CourseAssign, { silent: true })
        : course
          ? await courses.update(course.id, checked.data as CourseUpdate, { silent: true })
          : await courses.create(checked.data as CourseCreate, { silent: true });
      onSaved(saved);
    });
  };

  return (
    <FormModal formId="course-form" title={t(assignOnly ? 'course.assignTitle' : course ? 'course.editTitle' : 'course.createTitle')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      {assignOnly ? (
        <p>{t('course.grantedHint', { title: course.title })}</p>
      ) : (
        <>
          <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
            <TextInput name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
          </FormField>
          <FormField label={label('cover')} labelSuffix={t('common.fieldSuffix')} error={errors.cover}>
            <CoverField value={values.cover} onChange={(url) => set('cover', url)} />
          </FormField>
          <FormField label={label('description')} labelSuffix={t('common.fieldSuffix')} error={errors.description}>
            <Textarea name="description" rows={3} value={values.description} onChange={(event) => set('description', event.target.value)} />
          </FormField>
          <FormField label={label('status')} labelSuffix={t('common.fieldSuffix')} error={errors.status}>
            <Select
              name="status"
              value={values.status}
              onChange={(event) => set('status', event.target.value)}
              options={[
                { value: 'draft', label: t('course.status.draft') },
                { value: 'published', label: t('course.status.published') },
              ]}
            />
          </FormField>
          <FormField label={label('sort')} labelSuffix={t('common.fieldSuffix')} help={t('course.sortHelp')} error={errors.sort}>
            <TextInput name="sort" inputMode="numeric" value={values.sort} onChange={(event) => set('sort', event.target.value)} />
          </FormField>
          <FormField label={label('min_read_seconds')} labelSuffix={t('common.fieldSuffix')} help={t('course.minReadHelp', { max: STUDY_RULES.maxMinReadSeconds })} error={errors.min_read_seconds}>
            <TextInput name="min_read_seconds" inputMode="numeric" value={values.min_read_seconds} onChange={(event) => set('min_read_seconds', event.target.value)} />
          </FormField>
        </>
      )}
      {!platform && (
        <>
          <IdChecklist legend={label('teachers')} options={teacherOptions} value={values.teacher_ids} onChange={(ids) => set('teacher_ids', ids)} emptyText={t('course.noTeacherChoices')} />
          {errors.teacher_ids && <FormAlert>{errors.teacher_ids}</FormAlert>}
          <IdChecklist legend={label('classes')} options={classOptions} value={values.class_ids} onChange={(ids) => set('class_ids', ids)} emptyText={t('course.noClassChoices')} />
          {errors.class_ids && <FormAlert>{errors.class_ids}</FormAlert>}
        </>
      )}
    </FormModal>
  );
}
