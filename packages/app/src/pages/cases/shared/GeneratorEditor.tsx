import { useState } from 'react';
import styled from 'styled-components';
import { CASE_LIMITS, MAX_SEED, type CaseParameter, type RequestOptions, type SeedPreview, type SeedPreviewList, type SeedPreviewRequest } from '@finedu/domain';
import { Button, FormField, StateView, TextInput, Textarea } from '@finedu/ui';
import { toQueryError, type QueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { ItemBox } from './ItemBox';

const Code = styled(Textarea)`
  font-family: var(--ui-font-family-mono, monospace);
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 12rem 1fr auto;
  gap: var(--ui-space-2);
  align-items: end;
  margin-bottom: var(--ui-space-2);
`;

const Seeds = styled.div`
  display: flex;
  gap: var(--ui-space-2);
  align-items: end;
  margin-bottom: var(--ui-space-3);
`;

const Values = styled.pre`
  background: var(--ui-color-bg-subtle, #f6f7f9);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-sm);
  margin: 0 0 var(--ui-space-2);
  overflow: auto;
  padding: var(--ui-space-2);
`;

const Head = styled.table`
  border-collapse: collapse;
  font-size: var(--ui-font-size-sm);
  margin-bottom: var(--ui-space-2);
  th,
  td {
    border: 1px solid var(--ui-color-border);
    padding: 2px var(--ui-space-2);
    text-align: right;
    white-space: nowrap;
  }
`;

const Failed = styled.p`
  color: var(--ui-color-danger);
  margin: 0;
  white-space: pre-wrap;
`;

/** `1, 2, 3` → seeds; null when one is not a seed or there are none or too many. */
export function parseSeeds(text: string): number[] | null {
  const parts = text.split(/[,，\s]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > CASE_LIMITS.previewSeeds) return null;
  const seeds = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return seeds.every((seed) => Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED) ? seeds : null;
}

type Preview = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: QueryError } | { status: 'done'; data: SeedPreviewList };

/** One seed's values and the head of each of its files, or its error. */
function SeedResult({ preview }: { preview: SeedPreview }) {
  const t = useT();
  return (
    <ItemBox aria-label={t('generator.seedResult', { seed: preview.seed })}>
      <legend>{t('generator.seedResult', { seed: preview.seed })}</legend>
      {preview.error !== null && <Failed role="alert">{t('generator.seedFailed', { message: preview.error })}</Failed>}
      {Object.keys(preview.params).length > 0 && <Values aria-label={t('generator.seedParams')}>{JSON.stringify(preview.params, null, 2)}</Values>}
      {preview.files.map((file) => (
        <div key={file.filename}>
          <strong>{t('generator.seedFile', { filename: file.filename, size: file.size })}</strong>
          {file.columns.length > 0 && (
            <Head aria-label={file.filename}>
              <thead>
                <tr>
                  {file.columns.map((column) => (
                    <th key={column}>{column}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {file.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((value, at) => (
                      <td key={at}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Head>
          )}
        </div>
      ))}
    </ItemBox>
  );
}

/** Runs a (possibly unsaved) generator for a few seeds in the server's sandbox: `cases.previewSeeds` or `exam.previewNotebookSeeds`. */
export type SeedPreviewCall = (body: SeedPreviewRequest, options?: RequestOptions) => Promise<SeedPreviewList>;

export interface GeneratorEditorProps {
  parameters: CaseParameter[];
  generator: string;
  onParametersChange: (next: CaseParameter[]) => void;
  onGeneratorChange: (next: string) => void;
  /** The server's preview of this editor's owner (a case, a notebook question). */
  preview: SeedPreviewCall;
  /** What the data is for and where the student finds it, in the owner's words. */
  intro: string;
  /** Under the generator's code: what `generate(seed)` returns. */
  generatorHelp: string;
  /** Seen, not edited (a platform question in a college's bank); the preview still runs. */
  readOnly?: boolean;
}

/**
 * Per-student data (issue 16): the parameters each student gets, the Python generator `generate(seed)`, and a preview
 * that runs it (unsaved) for a few seeds in the server's sandbox. The case library's admin and the bank's notebook
 * question both use it, each with its own preview call and introduction.
 */
export function GeneratorEditor({ parameters, generator, onParametersChange, onGeneratorChange, preview: previewSeeds, intro, generatorHelp, readOnly = false }: GeneratorEditorProps) {
  const t = useT();
  const [seedText, setSeedText] = useState('1, 2, 3');
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const seeds = parseSeeds(seedText);

  const run = async () => {
    if (seeds === null || generator.trim() === '') return;
    setPreview({ status: 'loading' });
    try {
      setPreview({ status: 'done', data: await previewSeeds({ generator, parameters, seeds }, { silent: true }) });
    } catch (reason) {
      setPreview({ status: 'error', error: toQueryError(reason) });
    }
  };

  const state = preview.status === 'idle' ? 'empty' : preview.status === 'loading' ? 'loading' : preview.status === 'error' ? (preview.error.denied ? 'denied' : 'error') : 'ready';
  const message = preview.status === 'error' ? preview.error.message : undefined;

  return (
    <>
      <p>{intro}</p>
      <ItemBox>
        <legend>{t('generator.parameters')}</legend>
        {parameters.map((parameter, index) => (
          <Row key={index}>
            <FormField labelSuffix={t('common.fieldSuffix')} label={t('generator.parameterName')}>
              <TextInput value={parameter.name} readOnly={readOnly} maxLength={64} onChange={(event) => onParametersChange(parameters.map((p, at) => (at === index ? { ...p, name: event.target.value } : p)))} />
            </FormField>
            <FormField labelSuffix={t('common.fieldSuffix')} label={t('generator.parameterDescription')}>
              <TextInput value={parameter.description} readOnly={readOnly} maxLength={500} onChange={(event) => onParametersChange(parameters.map((p, at) => (at === index ? { ...p, description: event.target.value } : p)))} />
            </FormField>
            {!readOnly && (
              <Button size="small" variant="danger" onClick={() => onParametersChange(parameters.filter((_, at) => at !== index))}>
                {t('common.delete')}
              </Button>
            )}
          </Row>
        ))}
        {!readOnly && (
          <Button size="small" disabled={parameters.length >= CASE_LIMITS.parameters} onClick={() => onParametersChange([...parameters, { name: '', description: '' }])}>
            {t('generator.addParameter')}
          </Button>
        )}
      </ItemBox>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('generator.code')} help={generatorHelp}>
        <Code rows={14} spellCheck={false} readOnly={readOnly} value={generator} maxLength={CASE_LIMITS.generator} onChange={(event) => onGeneratorChange(event.target.value)} />
      </FormField>
      <ItemBox>
        <legend>{t('generator.previewSeeds')}</legend>
        <Seeds>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('generator.seeds')} help={t('generator.seedsHelp', { max: CASE_LIMITS.previewSeeds })} error={seeds === null ? t('generator.seedsInvalid') : undefined}>
            <TextInput value={seedText} onChange={(event) => setSeedText(event.target.value)} />
          </FormField>
          <Button onClick={() => void run()} disabled={seeds === null || generator.trim() === '' || preview.status === 'loading'}>
            {preview.status === 'loading' ? t('generator.previewRunning') : t('generator.runPreview')}
          </Button>
        </Seeds>
        <StateView
          state={state}
          loadingLabel={t('generator.previewRunning')}
          emptyTitle={generator.trim() === '' ? t('generator.previewNoGenerator') : t('generator.previewIdle')}
          emptyDescription={t('generator.previewIdleHint')}
          errorTitle={t('generator.previewFailed')}
          errorMessage={message}
          onRetry={() => void run()}
          retryLabel={t('common.retry')}
          deniedTitle={t('guard.deniedTitle')}
          deniedReason={message}
          deniedContact={t('guard.deniedContactSys')}
        >
          {preview.status === 'done' && (
            <>
              <p>{t('generator.previewDone', { count: preview.data.list.length, seconds: (preview.data.duration_ms / 1000).toFixed(1) })}</p>
              {preview.data.list.map((item, index) => (
                <SeedResult key={`${item.seed}-${index}`} preview={item} />
              ))}
            </>
          )}
        </StateView>
      </ItemBox>
    </>
  );
}
