import type { CaseDataset, CaseTest, RubricItem } from '@finedu/domain';
import { Button, FormField, TextInput, Textarea, Uploader } from '@finedu/ui';
import { useMemo } from 'react';
import { UploadClient } from '@finedu/domain';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';
import { ItemBox } from '../shared/ItemBox';
import { columnsFromText, columnsToText, datasetFilename, newItemId, uploadKeyFromUrl } from './caseDraft';

const replaceAt = <T,>(items: T[], index: number, patch: Partial<T>): T[] => items.map((item, at) => (at === index ? { ...item, ...patch } : item));
const removeAt = <T,>(items: T[], index: number): T[] => items.filter((_, at) => at !== index);

/** Datasets: upload CSV/XLSX files, then name them and list their columns. */
export function DatasetsEditor({ datasets, onChange }: { datasets: CaseDataset[]; onChange: (next: CaseDataset[]) => void }) {
  const t = useT();
  const { http } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const labels = useUploaderLabels();
  return (
    <>
      <Uploader
        uploader={uploader}
        multiple
        accept=".csv,.xlsx"
        labels={labels}
        hint={t('cases.datasetHint')}
        onUploaded={(file) => onChange([...datasets, { id: newItemId('ds'), name: file.filename, filename: datasetFilename(file.filename), key: uploadKeyFromUrl(file.url), url: file.url, columns: [], description: '' }])}
      />
      {datasets.map((dataset, index) => (
        <ItemBox key={dataset.id}>
          <legend>{dataset.name}</legend>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.datasetName')}>
            <TextInput value={dataset.name} onChange={(event) => onChange(replaceAt(datasets, index, { name: event.target.value }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.datasetFilename')} help={t('cases.datasetFilenameHelp')}>
            <TextInput value={dataset.filename} onChange={(event) => onChange(replaceAt(datasets, index, { filename: event.target.value }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.datasetColumns')} help={t('cases.datasetColumnsHelp')}>
            <TextInput defaultValue={columnsToText(dataset.columns)} onBlur={(event) => onChange(replaceAt(datasets, index, { columns: columnsFromText(event.target.value) }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.datasetDescription')}>
            <TextInput value={dataset.description} onChange={(event) => onChange(replaceAt(datasets, index, { description: event.target.value }))} />
          </FormField>
          <Button size="small" variant="danger" onClick={() => onChange(removeAt(datasets, index))}>
            {t('common.delete')}
          </Button>
        </ItemBox>
      ))}
    </>
  );
}

/** Hidden tests: Python run after the student's cells; each passes when it raises nothing. */
export function TestsEditor({ tests, onChange }: { tests: CaseTest[]; onChange: (next: CaseTest[]) => void }) {
  const t = useT();
  return (
    <>
      <p>{t('cases.testsHelp')}</p>
      <p>{t('cases.testsNamespaceHelp')}</p>
      {tests.map((test, index) => (
        <ItemBox key={test.id}>
          <legend>{test.name || t('cases.test')}</legend>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.testName')} required>
            <TextInput value={test.name} onChange={(event) => onChange(replaceAt(tests, index, { name: event.target.value }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.points')} required>
            <TextInput type="number" min={0} max={1000} step={0.01} value={String(test.points)} onChange={(event) => onChange(replaceAt(tests, index, { points: Number(event.target.value) || 0 }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.testCode')} required>
            <Textarea rows={5} spellCheck={false} value={test.code} onChange={(event) => onChange(replaceAt(tests, index, { code: event.target.value }))} />
          </FormField>
          <Button size="small" variant="danger" onClick={() => onChange(removeAt(tests, index))}>
            {t('common.delete')}
          </Button>
        </ItemBox>
      ))}
      <Button onClick={() => onChange([...tests, { id: newItemId('test'), name: '', code: '', points: 10 }])}>{t('cases.addTest')}</Button>
    </>
  );
}

/** Rubric: the items the teacher marks by hand. */
export function RubricEditor({ rubric, onChange }: { rubric: RubricItem[]; onChange: (next: RubricItem[]) => void }) {
  const t = useT();
  return (
    <>
      {rubric.map((item, index) => (
        <ItemBox key={item.id}>
          <legend>{item.name || t('cases.rubricItem')}</legend>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.rubricName')} required>
            <TextInput value={item.name} onChange={(event) => onChange(replaceAt(rubric, index, { name: event.target.value }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.points')} required>
            <TextInput type="number" min={0} max={1000} step={0.01} value={String(item.points)} onChange={(event) => onChange(replaceAt(rubric, index, { points: Number(event.target.value) || 0 }))} />
          </FormField>
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.rubricDescription')}>
            <TextInput value={item.description} onChange={(event) => onChange(replaceAt(rubric, index, { description: event.target.value }))} />
          </FormField>
          <Button size="small" variant="danger" onClick={() => onChange(removeAt(rubric, index))}>
            {t('common.delete')}
          </Button>
        </ItemBox>
      ))}
      <Button onClick={() => onChange([...rubric, { id: newItemId('rubric'), name: '', points: 10, description: '' }])}>{t('cases.addRubric')}</Button>
    </>
  );
}
