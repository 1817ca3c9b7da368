import { useMemo, useState, type FormEvent } from 'react';
import { ResourceCreate, ResourceType, ResourceUpdate, UploadClient, type Resource, type ResourceCategory, type UploadedFile } from '@finedu/domain';
import { FormField, Select, TextInput, Textarea, Uploader } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { validateWith, type FieldErrors } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { storageKeyFromUrl } from '../shared/storageKey';

export interface ResourceFormModalProps {
  /** The resource to edit, or null to upload a new one. */
  resource: Resource | null;
  categories: readonly ResourceCategory[];
  onClose: () => void;
  onSaved: () => void;
}

/** Upload a teaching resource straight to storage and describe it, or edit a resource's description. */
export function ResourceFormModal({ resource, categories, onClose, onSaved }: ResourceFormModalProps) {
  const t = useT();
  const { http, courses } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const uploaderLabels = useUploaderLabels();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [values, setValues] = useState({
    title: resource?.title ?? '',
    description: resource?.description ?? '',
    type: resource?.type ?? '',
    category_id: resource?.category_id ? String(resource.category_id) : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const label = (field: string) => t(`resource.field.${field === 'category_id' ? 'category' : field}` as MessageId);
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!resource && !file) {
      setErrors({ file: t('resource.fileRequired') });
      return;
    }
    const common = {
      title: values.title,
      description: values.description,
      ...(values.type ? { type: values.type } : {}),
      category_id: values.category_id === '' ? null : Number(values.category_id),
    };
    setSaving(true);
    try {
      if (resource) {
        const checked = validateWith(ResourceUpdate, common, label, t);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        await courses.updateResource(resource.id, checked.data as ResourceUpdate, { silent: true });
      } else if (file) {
        const meta = await uploader.getMeta();
        const key = storageKeyFromUrl(file.url, meta);
        if (key === null) {
          setFailure(t('resource.keyMissing'));
          return;
        }
        const checked = validateWith(ResourceCreate, { ...common, key, filename: file.filename }, label, t);
        if (!checked.ok) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        await courses.createResource(checked.data as ResourceCreate, { silent: true });
      }
      onSaved();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal formId="resource-form" title={t(resource ? 'resource.editTitle' : 'resource.uploadTitle')} size="large" onClose={onClose} onSubmit={(event) => void submit(event)} saving={saving} failure={failure}>
      {!resource && (
        <FormField label={label('file')} labelSuffix={t('common.fieldSuffix')} required error={errors.file}>
          <Uploader
            uploader={uploader}
            labels={uploaderLabels}
            hint={t('resource.uploadHint')}
            onUploaded={(uploaded) => {
              setFile(uploaded);
              setErrors((current) => ({ ...current, file: undefined }));
              setValues((current) => (current.title.trim() === '' ? { ...current, title: uploaded.filename.replace(/\.[^.]+$/, '') } : current));
            }}
          />
        </FormField>
      )}
      <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
        <TextInput name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label={label('type')} labelSuffix={t('common.fieldSuffix')} help={resource ? undefined : t('resource.typeHelp')} error={errors.type}>
        <Select
          name="type"
          value={values.type}
          placeholder={resource ? undefined : t('resource.typeAuto')}
          options={ResourceType.options.map((type) => ({ value: type, label: t(`resource.type.${type}` as MessageId) }))}
          onChange={(event) => set('type', event.target.value)}
        />
      </FormField>
      <FormField label={label('category_id')} labelSuffix={t('common.fieldSuffix')} error={errors.category_id}>
        <Select
          name="category_id"
          value={values.category_id}
          placeholder={t('resource.noCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          onChange={(event) => set('category_id', event.target.value)}
        />
      </FormField>
      <FormField label={label('description')} labelSuffix={t('common.fieldSuffix')} error={errors.description}>
        <Textarea name="description" rows={3} value={values.description} onChange={(event) => set('description', event.target.value)} />
      </FormField>
    </FormModal>
  );
}
