import { useState } from 'react';
import styled from 'styled-components';
import { CASE_LIMITS, MAX_SEED, type CaseParameter, type SeedPreview, type SeedPreviewList } from '@finedu/domain';
import { Button, FormField, StateView, TextInput, Textarea } from '@finedu/ui';
import { toQueryError, type QueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ItemBox } from './CaseItemsEditor';

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
    <ItemBox aria-label={t('cases.seedResult', { seed: preview.seed })}>
      <legend>{t('cases.seedResult', { seed: preview.seed })}</legend>
      {preview.error !== null && <Failed role="alert">{t('cases.seedFailed', { message: preview.error })}</Failed>}
      {Object.keys(preview.params).length > 0 && <Values aria-label={t('cases.seedParams')}>{JSON.stringify(preview.params, null, 2)}</Values>}
      {preview.files.map((file) => (
        <div key={file.filename}>
          <strong>{t('cases.seedFile', { filename: file.filename, size: file.size })}</strong>
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

/**
 * Per-student data (issue 16): the parameters each student gets, the Python generator `generate(seed)`, and a preview
 * that runs it (unsaved) for a few seeds in the server's sandbox.
 */
export function GeneratorEditor({
  parameters,
  generator,
  onParametersChange,
  onGeneratorChange,
}: {
  parameters: CaseParameter[];
  generator: string;
  onParametersChange: (next: CaseParameter[]) => void;
  onGeneratorChange: (next: string) => void;
}) {
  const t = useT();
  const { cases } = useServices();
  const [seedText, setSeedText] = useState('1, 2, 3');
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const seeds = parseSeeds(seedText);

  const run = async () => {
    if (seeds === null || generator.trim() === '') return;
    setPreview({ status: 'loading' });
    try {
      setPreview({ status: 'done', data: await cases.previewSeeds({ generator, parameters, seeds }, { silent: true }) });
    } catch (reason) {
      setPreview({ status: 'error', error: toQueryError(reason) });
    }
  };

  const state = preview.status === 'idle' ? 'empty' : preview.status === 'loading' ? 'loading' : preview.status === 'error' ? (preview.error.denied ? 'denied' : 'error') : 'ready';
  const message = preview.status === 'error' ? preview.error.message : undefined;

  return (
    <>
      <p>{t('cases.generatorIntro')}</p>
      <ItemBox>
        <legend>{t('cases.parameters')}</legend>
        {parameters.map((parameter, index) => (
          <Row key={index}>
            <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.parameterName')}>
              <TextInput value={parameter.name} maxLength={64} onChange={(event) => onParametersChange(parameters.map((p, at) => (at === index ? { ...p, name: event.target.value } : p)))} />
            </FormField>
            <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.parameterDescription')}>
              <TextInput value={parameter.description} maxLength={500} onChange={(event) => onParametersChange(parameters.map((p, at) => (at === index ? { ...p, description: event.target.value } : p)))} />
            </FormField>
            <Button size="small" variant="danger" onClick={() => onParametersChange(parameters.filter((_, at) => at !== index))}>
              {t('common.delete')}
            </Button>
          </Row>
        ))}
        <Button size="small" disabled={parameters.length >= CASE_LIMITS.parameters} onClick={() => onParametersChange([...parameters, { name: '', description: '' }])}>
          {t('cases.addParameter')}
        </Button>
      </ItemBox>
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.generator')} help={t('cases.generatorHelp')}>
        <Code rows={14} spellCheck={false} value={generator} maxLength={CASE_LIMITS.generator} onChange={(event) => onGeneratorChange(event.target.value)} />
      </FormField>
      <ItemBox>
        <legend>{t('cases.previewSeeds')}</legend>
        <Seeds>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.seeds')} help={t('cases.seedsHelp', { max: CASE_LIMITS.previewSeeds })} error={seeds === null ? t('cases.seedsInvalid') : undefined}>
            <TextInput value={seedText} onChange={(event) => setSeedText(event.target.value)} />
          </FormField>
          <Button onClick={() => void run()} disabled={seeds === null || generator.trim() === '' || preview.status === 'loading'}>
            {preview.status === 'loading' ? t('cases.previewRunning') : t('cases.runPreview')}
          </Button>
        </Seeds>
        <StateView
          state={state}
          loadingLabel={t('cases.previewRunning')}
          emptyTitle={generator.trim() === '' ? t('cases.previewNoGenerator') : t('cases.previewIdle')}
          emptyDescription={t('cases.previewIdleHint')}
          errorTitle={t('cases.previewFailed')}
          errorMessage={message}
          onRetry={() => void run()}
          retryLabel={t('common.retry')}
          deniedTitle={t('guard.deniedTitle')}
          deniedReason={message}
          deniedContact={t('guard.deniedContactSys')}
        >
          {preview.status === 'done' && (
            <>
              <p>{t('cases.previewDone', { count: preview.data.list.length, seconds: (preview.data.duration_ms / 1000).toFixed(1) })}</p>
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
