import { useState } from 'react';
import styled from 'styled-components';
import type { CaseNotebookImport } from '@finedu/domain';
import { Button, FormAlert } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { toQueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ItemBox } from '../shared/ItemBox';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  margin-top: var(--ui-space-2);
`;

const Help = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
`;

/** The file's text (FileReader: what every browser and jsdom have). */
const readText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });

/**
 * A case's starting notebook in and out of nbgrader's layout (issue 35): the import is read by the server and put
 * into the editor (nothing is stored until the case is saved); the export downloads the saved case.
 */
export function NotebookTransfer({ caseId, onImported }: { caseId: number | null; onImported: (parts: CaseNotebookImport) => void }) {
  const t = useT();
  const { cases } = useServices();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const parts = await cases.importNotebook({ filename: file.name, content: await readText(file) }, { silent: true });
      onImported(parts);
      setDone(t('cases.notebookImported', { cells: parts.template.length, tests: parts.tests.length, testPoints: parts.test_points, rubric: parts.rubric.length, rubricPoints: parts.rubric_points }));
    } catch (reason) {
      setError(t('cases.notebookImportFailed', { message: toQueryError(reason).message }));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (caseId === null) return;
    setError(null);
    try {
      const exported = await cases.exportNotebook(caseId, { silent: true });
      saveBlob(new Blob([exported.content], { type: 'application/x-ipynb+json' }), exported.filename);
    } catch (reason) {
      setError(t('cases.notebookExportFailed', { message: toQueryError(reason).message }));
    }
  };

  return (
    <ItemBox>
      <legend>{t('cases.notebookFile')}</legend>
      <Help>{t('cases.notebookFileHelp')}</Help>
      <Row>
        <label htmlFor="case-notebook-file">{t('cases.notebookImport')}</label>
        <input
          id="case-notebook-file"
          type="file"
          accept=".ipynb,application/x-ipynb+json"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button onClick={() => void download()} disabled={caseId === null} title={caseId === null ? t('cases.notebookExportUnsaved') : undefined}>
          {t('cases.notebookExport')}
        </Button>
      </Row>
      {busy && <p role="status">{t('cases.notebookImporting')}</p>}
      {done !== null && <p role="status">{done}</p>}
      <FormAlert>{error}</FormAlert>
    </ItemBox>
  );
}
