import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COURSE_LIMITS, ChapterUpdate, type ChapterDetail } from '@finedu/domain';
import { Button, Card, ConfirmDialog, FormAlert, FormField, StateView, Tabs, Textarea, TextInput, useToast } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { validateWith, type FieldErrors } from '../../../forms/validate';
import { useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { IdChecklist } from '../shared/IdChecklist';
import { Prose } from '../shared/Prose';
import { ChapterCaseTeaching } from './ChapterCaseTeaching';
import { LinkedItems } from './LinkedItems';

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--ui-space-4);
  @media (max-width: 1200px) { grid-template-columns: minmax(0, 1fr); }
`;

const PreviewBox = styled.div`
  min-height: 240px;
  max-height: 520px;
  overflow-y: auto;
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
`;

interface Draft {
  title: string;
  content: string;
  resource_ids: number[];
  case_ids: number[];
  block_case_ids: number[];
  exam_ids: number[];
}

const draftOf = (chapter: ChapterDetail): Draft => ({
  title: chapter.title,
  content: chapter.content,
  resource_ids: chapter.resource_ids,
  case_ids: chapter.case_ids,
  block_case_ids: chapter.block_case_ids,
  exam_ids: chapter.exam_ids,
});

interface ChapterFormProps {
  chapter: ChapterDetail;
  editable: boolean;
  /** The open tab, kept by the parent so a save (which remounts the form) does not switch tabs. */
  tab: string;
  onTab: (tab: string) => void;
  onSaved: (chapter: ChapterDetail) => void;
  onDeleted: () => void;
}

function ChapterForm({ chapter, editable, tab, onTab, onSaved, onDeleted }: ChapterFormProps) {
  const t = useT();
  const toast = useToast();
  const { courses, cases, blockCases, exam } = useServices();
  const [draft, setDraft] = useState<Draft>(() => draftOf(chapter));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const resources = useQuery((signal) => courses.resources({ page: 1, page_size: 100 }, { signal, silent: true }), []);
  // The cases this course may link; failing that the authors' list (sys roles); else cases are added by number.
  // A read-only chapter (a course granted by the platform) links nothing: it does not ask (the server would refuse).
  const caseChoices = useQuery(
    async (signal) => {
      if (!editable) return [];
      try {
        return await courses.linkableCases(chapter.course_id, {}, { signal, silent: true });
      } catch {
        return (await cases.list({ status: 'published', page: 1, page_size: 100 }, { signal, silent: true })).list;
      }
    },
    [chapter.course_id, editable],
  );
  // Published blockchain cases (any college's staff may list them); failing that they are added by number.
  const blockCaseChoices = useQuery((signal) => blockCases.listPublished({ page: 1, page_size: 100 }, { signal, silent: true }).then((page) => page.list), []);
  const examChoices = useQuery((signal) => exam.listExams({ page: 1, page_size: 100 }, { signal, silent: true }), []);
  const caseTitles = useMemo(() => new Map([...(caseChoices.data ?? []).map((item) => [item.id, item.title] as const), ...chapter.cases.map((item) => [item.id, item.title] as const)]), [caseChoices.data, chapter.cases]);
  const blockCaseTitles = useMemo(
    () => new Map([...(blockCaseChoices.data ?? []).map((item) => [item.id, item.title] as const), ...chapter.block_cases.map((item) => [item.id, item.title] as const)]),
    [blockCaseChoices.data, chapter.block_cases],
  );
  const examTitles = useMemo(() => new Map([...(examChoices.data?.list ?? []).map((item) => [item.id, item.title] as const), ...chapter.exams.map((item) => [item.id, item.title] as const)]), [examChoices.data, chapter.exams]);
  const resourceOptions = useMemo(() => {
    const listed = (resources.data?.list ?? []).map((item) => ({ id: item.id, label: item.title }));
    const saved = chapter.resources.filter((item) => !listed.some((option) => option.id === item.id)).map((item) => ({ id: item.id, label: item.title }));
    return [...listed, ...saved];
  }, [resources.data, chapter.resources]);
  const label = (field: string) => t(`chapter.field.${field}` as MessageId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = validateWith(ChapterUpdate, draft, label, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await courses.updateChapter(chapter.id, checked.data as ChapterUpdate, { silent: true });
      toast.success(t('chapter.saved'));
      onSaved(saved);
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  if (!editable) {
    return (
      <Card title={chapter.title}>
        <p>{t('chapter.readOnly')}</p>
        <ChapterCaseTeaching chapter={chapter} />
        <Prose source={chapter.content} label={chapter.title} />
      </Card>
    );
  }

  const formId = `chapter-form-${chapter.id}`;
  return (
    <Card
      title={t('chapter.editTitle', { title: chapter.title })}
      extra={
        <Actions>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('chapter.delete')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saving ? t('common.saving') : t('chapter.save')}
          </Button>
        </Actions>
      }
    >
      <ChapterCaseTeaching chapter={chapter} />
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={label('title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title}>
          <TextInput name="title" value={draft.title} onChange={(event) => set('title', event.target.value)} />
        </FormField>
        <Tabs
          aria-label={label('content')}
          activeKey={tab}
          onChange={onTab}
          items={[
            {
              key: 'split',
              label: t('chapter.editAndPreview'),
              content: (
                <Split>
                  <FormField label={label('content')} labelSuffix={t('common.fieldSuffix')} layout="vertical" help={t('chapter.contentHelp', { max: COURSE_LIMITS.chapterContent })} error={errors.content}>
                    <Textarea name="content" rows={18} value={draft.content} onChange={(event) => set('content', event.target.value)} />
                  </FormField>
                  <PreviewBox aria-label={t('chapter.preview')} role="region">
                    {draft.content.trim() === '' ? <p>{t('chapter.previewEmpty')}</p> : <Prose source={draft.content} />}
                  </PreviewBox>
                </Split>
              ),
            },
            {
              key: 'links',
              label: t('chapter.links'),
              content: (
                <>
                  <IdChecklist legend={label('resources')} options={resourceOptions} value={draft.resource_ids} onChange={(ids) => set('resource_ids', ids)} emptyText={t('chapter.noResources')} />
                  <LinkedItems legend={label('cases')} value={draft.case_ids} onChange={(ids) => set('case_ids', ids)} titles={caseTitles} choices={caseChoices.data} max={COURSE_LIMITS.chapterLinks} />
                  <LinkedItems legend={label('block_cases')} value={draft.block_case_ids} onChange={(ids) => set('block_case_ids', ids)} titles={blockCaseTitles} choices={blockCaseChoices.data} max={COURSE_LIMITS.chapterLinks} />
                  <LinkedItems legend={label('exams')} value={draft.exam_ids} onChange={(ids) => set('exam_ids', ids)} titles={examTitles} choices={examChoices.data?.list} max={COURSE_LIMITS.chapterLinks} />
                </>
              ),
            },
          ]}
        />
        <FormAlert>{failure}</FormAlert>
      </form>
      <ConfirmDialog
        open={deleting}
        variant="danger"
        title={t('chapter.deleteTitle')}
        description={t('chapter.deleteText', { title: chapter.title })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await courses.removeChapter(chapter.id, { silent: true });
            toast.success(t('chapter.deleted'));
            setDeleting(false);
            onDeleted();
          } catch (error) {
            setDeleting(false);
            toast.error(errorText(error, t('common.loadFailed')));
          }
        }}
      />
    </Card>
  );
}

/** The selected chapter's editor: title, markdown content beside its preview, resources, cases, blockchain cases and exams. */
export function ChapterEditor({ chapterId, editable, onChanged, onDeleted }: { chapterId: number; editable: boolean; onChanged: () => void; onDeleted: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const chapter = useQuery((signal) => courses.chapter(chapterId, { signal, silent: true }), [chapterId]);
  const [tab, setTab] = useState('split');
  const view = useViewState(chapter, { emptyTitle: t('chapter.missing') }, () => false);
  return (
    <StateView state={view.state} {...view.stateMessages}>
      {chapter.data && (
        <ChapterForm
          key={`${chapter.data.id}-${chapter.data.updated_at}`}
          chapter={chapter.data}
          editable={editable}
          tab={tab}
          onTab={setTab}
          onSaved={() => {
            chapter.reload();
            onChanged();
          }}
          onDeleted={onDeleted}
        />
      )}
    </StateView>
  );
}
