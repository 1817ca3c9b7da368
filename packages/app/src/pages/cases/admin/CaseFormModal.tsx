import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CaseCreate, CaseStatus, UploadClient, type CaseType, type TemplateCell } from '@finedu/domain';
import { Button, Checkbox, FormAlert, FormField, Modal, Select, StateView, Tabs, Textarea, TextInput, Uploader } from '@finedu/ui';
import { Notebook, type NotebookCellData } from '@finedu/ui/notebook';
import { useViewState } from '../../../components/tableState';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { Markdown } from '../shared/Markdown';
import { useNotebookLabels } from '../shared/useNotebookLabels';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';
import { DatasetsEditor, RubricEditor, TestsEditor } from './CaseItemsEditor';
import { ItemBox } from '../shared/ItemBox';
import { draftOf, emptyDraft, newItemId, type CaseDraft } from './caseDraft';
import { GeneratorEditor } from '../shared/GeneratorEditor';
import { PublishScopeField } from './PublishScopeField';
import { NotebookTransfer } from './NotebookTransfer';

const Split = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--ui-space-4);
`;

const LockList = styled.ul`
  list-style: none;
  margin: var(--ui-space-3) 0 0;
  padding: 0;
`;

// The editor has no kernel: template cells are edited, not run.
const noKernel = () => Promise.reject(new Error('no kernel in the editor'));

/** Create or edit a case: basics, theory (with preview), datasets, notebook template (locked cells), hidden tests, rubric. */
export function CaseFormModal({ caseId, types, onClose, onSaved }: { caseId: number | null; types: CaseType[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { cases, http } = useServices();
  const loaded = useQuery((signal) => (caseId === null ? Promise.resolve(null) : cases.get(caseId, { signal, silent: true })), [caseId]);
  const view = useViewState(loaded, {}, () => false);
  const [draft, setDraft] = useState<CaseDraft>(emptyDraft);
  const [tags, setTags] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { labels, cellLabels } = useNotebookLabels();
  // No kernel here by design: the status line says so instead of "disconnected".
  const editorLabels = useMemo(() => ({ ...labels, connection: { ...labels.connection, closed: t('cases.editorNoKernel') } }), [labels, t]);
  const uploaderLabels = useUploaderLabels();
  const uploader = useMemo(() => new UploadClient(http), [http]);

  useEffect(() => {
    if (loaded.data) {
      setDraft(draftOf(loaded.data));
      setTags(loaded.data.tags.join(', '));
    }
  }, [loaded.data]);

  const set = <K extends keyof CaseDraft>(key: K, value: CaseDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...draft, type_id: draft.type_id ?? 0, tags: tags.split(/[,，]/).map((tag) => tag.trim()).filter(Boolean) };
    const parsed = CaseCreate.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(t('cases.invalid', { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (caseId === null) await cases.create(body, { silent: true });
      else await cases.update(caseId, body, { silent: true });
      onSaved();
    } catch (reason) {
      setError(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const templateCells: NotebookCellData[] = draft.template.map((cell) => ({ id: cell.id, type: cell.type, source: cell.source }));
  const setTemplate = (cells: NotebookCellData[]) =>
    set(
      'template',
      cells.map((cell): TemplateCell => ({ id: cell.id, type: cell.type, source: cell.source, locked: draft.template.find((old) => old.id === cell.id)?.locked ?? false })),
    );

  const basics = (
    <>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.title')} required>
        <TextInput value={draft.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
      </FormField>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.type')} required>
        <Select value={draft.type_id === null ? '' : String(draft.type_id)} placeholder={t('common.selectPlaceholder')} options={types.map((type) => ({ value: String(type.id), label: type.name }))} onChange={(event) => set('type_id', event.target.value ? Number(event.target.value) : null)} />
      </FormField>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.summary')}>
        <Textarea value={draft.summary} maxLength={2000} onChange={(event) => set('summary', event.target.value)} />
      </FormField>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.difficulty')}>
        <Select value={String(draft.difficulty)} options={[1, 2, 3, 4, 5].map((level) => ({ value: String(level), label: t('cases.difficultyLevel', { level }) }))} onChange={(event) => set('difficulty', Number(event.target.value))} />
      </FormField>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.tags')} help={t('cases.tagsHelp')}>
        <TextInput value={tags} onChange={(event) => setTags(event.target.value)} />
      </FormField>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.status')}>
        <Select value={draft.status} options={CaseStatus.options.map((status) => ({ value: status, label: t(`cases.status.${status}` as MessageId) }))} onChange={(event) => set('status', event.target.value as CaseStatus)} />
      </FormField>
      <PublishScopeField key={loaded.data?.id ?? 'new'} value={draft.edu_ids} onChange={(eduIds) => set('edu_ids', eduIds)} />
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.cover')} help={draft.cover ? draft.cover : undefined}>
        <Uploader uploader={uploader} accept="image/*" labels={uploaderLabels} onUploaded={(file) => set('cover', file.url)} />
      </FormField>
    </>
  );

  const items = [
    { key: 'basics', label: t('cases.tab.basics'), content: basics },
    {
      key: 'theory',
      label: t('cases.tab.theory'),
      content: (
        <Split>
          <Textarea aria-label={t('cases.field.theory')} rows={18} value={draft.theory} onChange={(event) => set('theory', event.target.value)} />
          <Markdown source={draft.theory} label={t('cases.theoryPreview')} />
        </Split>
      ),
    },
    { key: 'datasets', label: t('cases.tab.datasets'), content: <DatasetsEditor datasets={draft.datasets} onChange={(next) => set('datasets', next)} /> },
    {
      key: 'template',
      label: t('cases.tab.template'),
      content: (
        <>
          <NotebookTransfer
            caseId={caseId}
            onImported={(parts) => setDraft((current) => ({ ...current, template: parts.template, tests: parts.tests, rubric: parts.rubric, solutions: parts.solutions }))}
          />
          <Notebook cells={templateCells} onCellsChange={setTemplate} onRun={noKernel} status="closed" editorEngine="plain" createCellId={() => newItemId('cell')} labels={editorLabels} cellLabels={cellLabels} />
          <ItemBox>
            <legend>{t('cases.lockedCells')}</legend>
            <LockList>
              {draft.template.map((cell, index) => (
                <li key={cell.id}>
                  <Checkbox checked={cell.locked} onChange={(event) => set('template', draft.template.map((other) => (other.id === cell.id ? { ...other, locked: event.target.checked } : other)))}>
                    {t('cases.lockCell', { index: index + 1, kind: t(cell.type === 'code' ? 'cases.cellCode' : 'cases.cellMarkdown') })}
                  </Checkbox>
                </li>
              ))}
            </LockList>
          </ItemBox>
        </>
      ),
    },
    { key: 'tests', label: t('cases.tab.tests'), content: <TestsEditor tests={draft.tests} onChange={(next) => set('tests', next)} /> },
    { key: 'rubric', label: t('cases.tab.rubric'), content: <RubricEditor rubric={draft.rubric} onChange={(next) => set('rubric', next)} /> },
    {
      key: 'generator',
      label: t('cases.tab.generator'),
      content: (
        <GeneratorEditor
          parameters={draft.parameters}
          generator={draft.generator}
          onParametersChange={(next) => set('parameters', next)}
          onGeneratorChange={(next) => set('generator', next)}
          preview={(body, options) => cases.previewSeeds(body, options)}
          intro={t('cases.generatorIntro')}
          generatorHelp={t('cases.generatorHelp')}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      size="large"
      title={caseId === null ? t('cases.create') : t('cases.edit')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="case-form" disabled={busy || view.state !== 'ready'}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <StateView state={view.state} {...view.stateMessages}>
        <form id="case-form" aria-label={caseId === null ? t('cases.create') : t('cases.edit')} onSubmit={submit}>
          <FormAlert>{error}</FormAlert>
          <Tabs aria-label={t('cases.editorSections')} items={items} />
        </form>
      </StateView>
    </Modal>
  );
}
