import { forwardRef, useMemo } from 'react';
import { joinStreams } from '@finedu/domain';
import {
  AnsiText,
  applyCarriageReturns,
  base64ImageUrl,
  mimeText,
  preferredMimeType,
  sanitizeHtml,
  svgDataUrl,
  type NotebookDataOutput,
  type NotebookOutput,
} from '../notebookOutput';
import {
  NotebookCellHtmlOutput,
  NotebookCellImageOutput,
  NotebookCellOutputsRoot,
  NotebookCellTextOutput,
} from './NotebookCellOutputs.styles';

export interface NotebookCellOutputsProps {
  /** What the kernel sent, in order. */
  outputs: readonly NotebookOutput[];
  /** Accessible name of the output area. */
  label: string;
  /** Alt text of images. */
  imageLabel: string;
  /** Text for outputs we cannot render. */
  unsupportedLabel: string;
}

function DataOutput({ output, imageLabel, unsupportedLabel }: { output: NotebookDataOutput; imageLabel: string; unsupportedLabel: string }) {
  const mime = preferredMimeType(output.data);
  const text = mime ? (mimeText(output.data, mime) ?? '') : '';
  // Sanitizing is the expensive part; outputs are immutable once received.
  const html = useMemo(() => (mime === 'text/html' ? sanitizeHtml(text) : ''), [mime, text]);
  const imageUrl = useMemo(() => {
    if (mime === 'image/svg+xml') return svgDataUrl(text);
    if (mime === 'image/png' || mime === 'image/jpeg') return base64ImageUrl(mime, text);
    return undefined;
  }, [mime, text]);

  switch (mime) {
    case 'text/html':
      return <NotebookCellHtmlOutput data-output="html" dangerouslySetInnerHTML={{ __html: html }} />;
    case 'image/svg+xml':
    case 'image/png':
    case 'image/jpeg':
      return imageUrl ? (
        <NotebookCellImageOutput data-output="image" src={imageUrl} alt={imageLabel} />
      ) : (
        <NotebookCellTextOutput data-output="unsupported">{unsupportedLabel}</NotebookCellTextOutput>
      );
    case 'text/plain':
      return (
        <NotebookCellTextOutput data-output="text">
          <AnsiText text={text} />
        </NotebookCellTextOutput>
      );
    case undefined:
      return (
        <NotebookCellTextOutput data-output="unsupported">
          {unsupportedLabel} · {Object.keys(output.data).join(', ')}
        </NotebookCellTextOutput>
      );
    default:
      return mime satisfies never;
  }
}

/** The outputs of a code cell: streams, rich data (sanitized) and errors with coloured tracebacks. */
export const NotebookCellOutputs = forwardRef<HTMLDivElement, NotebookCellOutputsProps>(function NotebookCellOutputs(
  { outputs, label, imageLabel, unsupportedLabel },
  ref,
) {
  const shown = useMemo(() => joinStreams(outputs), [outputs]);
  if (shown.length === 0) return null;
  return (
    <NotebookCellOutputsRoot ref={ref} role="group" aria-label={label}>
      {shown.map((output, index) => {
        // Outputs are positional and only ever replaced as a whole, so the index is a stable key.
        switch (output.output_type) {
          case 'stream':
            return (
              <NotebookCellTextOutput key={index} data-output={output.name}>
                <AnsiText text={applyCarriageReturns(output.text)} />
              </NotebookCellTextOutput>
            );
          case 'execute_result':
          case 'display_data':
            return <DataOutput key={index} output={output} imageLabel={imageLabel} unsupportedLabel={unsupportedLabel} />;
          case 'error':
            return (
              <NotebookCellTextOutput key={index} data-output="error">
                <AnsiText text={output.traceback.length > 0 ? output.traceback.join('\n') : `${output.ename}: ${output.evalue}`} />
              </NotebookCellTextOutput>
            );
          default:
            return output satisfies never;
        }
      })}
    </NotebookCellOutputsRoot>
  );
});
