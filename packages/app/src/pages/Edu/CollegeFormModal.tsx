import { useState } from 'react';
import styled from 'styled-components';
import { CollegeCreate, CollegeUpdate, ROUTES, type College } from '@finedu/domain';
import { Checkbox, FormField, Select, TextInput, Textarea } from '@finedu/ui';
import { FormModal } from '../../components/FormModal';
import { useFormSave } from '../../forms/useFormSave';
import { validateWith } from '../../forms/validate';
import { useLocale } from '../../i18n/LocaleContext';
import { titleFor } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';

const TEXT_FIELDS = ['title', 'number', 'area', 'level', 'edu_status', 'specialty', 'address'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface Values extends Record<TextField, string> {
  count: string;
  remark: string;
  status: '1' | '0';
  role: string[];
}

/** College modules that can be switched on per college: the college area's menu routes. */
const MODULES = ROUTES.filter((route) => route.layout === 'EduHome' && route.menu);

const Modules = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--ui-space-1) var(--ui-space-3);
`;

const valuesOf = (college: College | null): Values => ({
  title: college?.title ?? '',
  number: college?.number ?? '',
  area: college?.area ?? '',
  level: college?.level ?? '',
  edu_status: college?.edu_status ?? '',
  specialty: college?.specialty ?? '',
  address: college?.address ?? '',
  count: college ? String(college.count) : '100',
  remark: college?.remark ?? '',
  status: college?.status === 0 ? '0' : '1',
  role: college?.role ?? [],
});

export interface CollegeFormModalProps {
  /** The college to edit; null to create one. */
  college: College | null;
  onClose: () => void;
  onSaved: (college: College) => void;
}

/** Create or edit a college with the fields of spec §3. */
export function CollegeFormModal({ college, onClose, onSaved }: CollegeFormModalProps) {
  const t = useT();
  const { locale } = useLocale();
  const { colleges } = useServices();
  const [values, setValues] = useState<Values>(() => valuesOf(college));
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`edu.field.${field}` as MessageId);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const count = values.count.trim() === '' ? Number.NaN : Number(values.count);
    const body = { ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, values[f]])), remark: values.remark, count, role: values.role };
    const checked = college
      ? validateWith(CollegeUpdate, body, label, t)
      : validateWith(CollegeCreate, { ...body, status: values.status === '1' ? 1 : 0 }, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      const saved = college ? await colleges.update(college.id, checked.data, { silent: true }) : await colleges.create(checked.data as CollegeCreate, { silent: true });
      onSaved(saved);
    });
  };

  return (
    <FormModal formId="college-form" title={t(college ? 'edu.editTitle' : 'edu.createTitle')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      {TEXT_FIELDS.map((field) => (
        <FormField key={field} label={label(field)} labelSuffix={t('common.fieldSuffix')} required={field === 'title'} error={errors[field]}>
          <TextInput name={field} value={values[field]} onChange={(event) => set(field, event.target.value)} />
        </FormField>
      ))}
      <FormField label={label('count')} labelSuffix={t('common.fieldSuffix')} required error={errors.count}>
        <TextInput name="count" type="number" min={0} value={values.count} onChange={(event) => set('count', event.target.value)} />
      </FormField>
      {!college && (
        <FormField label={label('status')} labelSuffix={t('common.fieldSuffix')} error={errors.status}>
          <Select
            name="status"
            value={values.status}
            onChange={(event) => set('status', event.target.value === '0' ? '0' : '1')}
            options={[
              { value: '1', label: t('status.1') },
              { value: '0', label: t('status.0') },
            ]}
          />
        </FormField>
      )}
      <FormField label={label('role')} labelSuffix={t('common.fieldSuffix')} help={t('edu.roleHint')} error={errors.role}>
        <Modules role="group" aria-label={label('role')}>
          {MODULES.map((route) => (
            <Checkbox
              key={route.name}
              checked={values.role.includes(route.name)}
              onChange={(event) => set('role', event.target.checked ? [...values.role, route.name] : values.role.filter((name) => name !== route.name))}
            >
              {titleFor(route.title, locale)}
            </Checkbox>
          ))}
        </Modules>
      </FormField>
      <FormField label={label('remark')} labelSuffix={t('common.fieldSuffix')} error={errors.remark}>
        <Textarea name="remark" rows={3} value={values.remark} onChange={(event) => set('remark', event.target.value)} />
      </FormField>
    </FormModal>
  );
}
