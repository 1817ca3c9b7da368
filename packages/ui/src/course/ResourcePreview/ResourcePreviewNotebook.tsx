import { useMemo } from 'react';
import { NotebookCellOutputs } from '../../NotebookCell';
import { renderMarkdown, useKatexVersion } from '../../notebookOutput';
import { ResourcePreviewCell, ResourcePreviewCode, ResourcePreviewProse } from './ResourcePreview.styles';
import type { ResourcePreviewLabels } from './ResourcePreviewLabels';
import { parseIpynb } from './ipynb';

/** A `.ipynb` file read-only: markdown cells rendered, code cells with their saved outputs. */
export function ResourcePreviewNotebook({ text, labels }: { text: string; labels: ResourcePreviewLabels }) {
  const cells = useMemo(() => parseIpynb(text), [text]);
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const markdown = useMemo(() => (cells ?? []).map((cell) => (cell.type === 'markdown' ? renderMarkdown(cell.source) : '')), [cells, katexVersion]);
  if (cells === null) return <p role="alert">{labels.notebookInvalid}</p>;
  if (cells.length === 0) return <p>{labels.notebookEmpty}</p>;
  let codeIndex = 0;
  return (
    <div data-preview="notebook">
      {cells.map((cell, index) => {
        switch (cell.type) {
          case 'markdown':
            // renderMarkdown sanitizes (DOMPurify) after KaTeX; nothing here can run script.
            return <ResourcePreviewProse key={index} data-cell="markdown" dangerouslySetInnerHTML={{ __html: markdown[index] ?? '' }} />;
          case 'raw':
            return (
              <ResourcePreviewCode key={index} data-cell="raw">
                {cell.source}
              </ResourcePreviewCode>
            );
          case 'code': {
            codeIndex += 1;
            return (
              <ResourcePreviewCell key={index} data-cell="code" aria-label={labels.codeCell(codeIndex)}>
                <ResourcePreviewCode>
                  <code>{cell.source}</code>
                </ResourcePreviewCode>
                <NotebookCellOutputs outputs={cell.outputs} label={labels.outputs} imageLabel={labels.outputImage} unsupportedLabel={labels.unsupportedOutput} />
              </ResourcePreviewCell>
            );
          }
          default:
            return cell satisfies never;
        }
      })}
    </div>
  );
}
