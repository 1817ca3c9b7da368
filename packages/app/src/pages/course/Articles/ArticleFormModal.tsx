import { useState } from 'react';
import styled from 'styled-components';
import { ArticleCreate, ArticleUpdate, COURSE_LIMITS, formatWallTime, parseWallTime, type Article } from '@finedu/domain';
import { ArticleView, Checkbox, FormField, Select, TextInput, Textarea } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CoverField } from '../shared/CoverField';
import { useArticleViewLabels } from '../shared/useCourseLabels';

const PreviewBox = styled.div`
  max-height: 360px;
  overflow-y: auto;
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
`;

interface Values {
  title: string;
  cover: string;
  summary: string;
  format: 'html' | 'markdown';
  content: string;
  publish_at: string;
  pinned: boolean;
}

/** Write or edit an article: title, cover, summary, content (HTML or markdown) with a live, sanitized preview, publish time, pinned. */
export function ArticleFormModal({ article, onClose, onSaved }: { article: Article | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const viewLabels = useArticleViewLabels();
  const [values, setValues] = useState<Values>({
    title: article?.title ?? '',
    cover: article?.cover ?? '',
    summary: article?.summary ?? '',
    format: article?.format ?? 'markdown',
    content: article?.content ?? '',
    publish_at: formatWallTime(article?.publish_at ?? ''),
    pinned: article?.pinned ?? false,
  });
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`article.field.${field}` as MessageId);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const publishAt = values.publish_at === '' ? null : parseWallTime(values.publish_at);
    if (values.publish_at !== '' && publishAt === null) {
      return form.reject({ publish_at: t('validation.format', { field: label('publish_at') }) });
    }
    const body = { ...values, publish_at: publishAt };
    const checked = article ? validateWith(ArticleUpdate, body, label, t) : validateWith(ArticleCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      if (article) await courses.updateArticle(article.id, checked.data as ArticleUpdate, { silent: true });
      else await courses.createArticle(checked.data as ArticleCreate, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal
      formId="article-form"
      title={t(article ? 'article.editTitle' : 'article.createTitle')}
      size="large"
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
      saving={form.saving}
      failure={form.failure}
      afterForm={
        <>
          <h3>{t('article.preview')}</h3>
          <PreviewBox role="region" aria-label={t('article.preview')}>
            <ArticleView title={values.title || t('article.untitled')} content={values.content} format={values.format} cover={values.cover || undefined} summary={values.summary} pinned={values.pinned} labels={viewLabels} />
          </PreviewBox>
        </>
      }
    >
      <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
        <TextInput name="title" value={values.title} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField label={label('cover')} labelSuffix={t('common.fieldSuffix')} error={errors.cover}>
        <CoverField value={values.cover} onChange={(url) => set('cover', url)} />
      </FormField>
      <FormField label={label('summary')} labelSuffix={t('common.fieldSuffix')} error={errors.summary}>
        <Textarea name="summary" rows={2} value={values.summary} onChange={(event) => set('summary', event.target.value)} />
      </FormField>
      <FormField label={label('format')} labelSuffix={t('common.fieldSuffix')} error={errors.format}>
        <Select
          name="format"
          value={values.format}
          options={[
            { value: 'markdown', label: t('article.format.markdown') },
            { value: 'html', label: t('article.format.html') },
          ]}
          onChange={(event) => set('format', event.target.value === 'html' ? 'html' : 'markdown')}
        />
      </FormField>
      <FormField label={label('content')} labelSuffix={t('common.fieldSuffix')} help={t('article.contentHelp', { max: COURSE_LIMITS.articleContent })} error={errors.content}>
        <Textarea name="content" rows={10} value={values.content} onChange={(event) => set('content', event.target.value)} />
      </FormField>
      <FormField label={label('publish_at')} labelSuffix={t('common.fieldSuffix')} help={t('article.publishAtHelp')} error={errors.publish_at}>
        <TextInput name="publish_at" placeholder="YYYY-MM-DD HH:mm" value={values.publish_at} onChange={(event) => set('publish_at', event.target.value)} />
      </FormField>
      <FormField label={label('pinned')} labelSuffix={t('common.fieldSuffix')} error={errors.pinned}>
        <Checkbox checked={values.pinned} onChange={(event) => set('pinned', event.target.checked)}>
          {t('article.pinnedHelp')}
        </Checkbox>
      </FormField>
    </FormModal>
  );
}
