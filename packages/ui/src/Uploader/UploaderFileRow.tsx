import { Button } from '../Button';
import { formatFileSize } from './formatFileSize';
import {
  UploaderActions,
  UploaderError,
  UploaderFileInfo,
  UploaderFileName,
  UploaderFileSize,
  UploaderPhase,
  UploaderProgress,
  UploaderRow,
  UploaderStatus,
} from './Uploader.styles';
import type { UploaderLabels } from './UploaderLabels';
import type { UploaderItem } from './useUploaderQueue';

export interface UploaderFileRowProps {
  item: UploaderItem;
  labels: UploaderLabels;
  onCancel: (id: string) => void;
  onRetry: (item: UploaderItem) => void;
  onRemove: (id: string) => void;
}

/** One file of the Uploader: name, size, progress, phase, error, and its actions. */
export function UploaderFileRow({ item, labels, onCancel, onRetry, onRemove }: UploaderFileRowProps) {
  const running = item.state === 'hashing' || item.state === 'uploading';
  const percent = Math.round(item.percent);
  const phase = labels[item.state];
  return (
    <UploaderRow data-state={item.state}>
      <UploaderFileInfo>
        <UploaderFileName title={item.file.name}>{item.file.name}</UploaderFileName>
        <UploaderFileSize>{formatFileSize(item.file.size)}</UploaderFileSize>
      </UploaderFileInfo>
      <UploaderActions>
        {running && (
          <Button variant="link" onClick={() => onCancel(item.id)} aria-label={`${labels.cancel} ${item.file.name}`}>
            {labels.cancel}
          </Button>
        )}
        {(item.state === 'error' || item.state === 'cancelled') && (
          <Button variant="link" onClick={() => onRetry(item)} aria-label={`${labels.retry} ${item.file.name}`}>
            {labels.retry}
          </Button>
        )}
        {!running && (
          <Button variant="link" onClick={() => onRemove(item.id)} aria-label={`${labels.remove} ${item.file.name}`}>
            {labels.remove}
          </Button>
        )}
      </UploaderActions>
      <UploaderStatus>
        {running && (
          <UploaderProgress
            value={percent}
            max={100}
            aria-label={labels.progress(item.file.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${phase} ${percent}%`}
          />
        )}
        <UploaderPhase aria-live="polite">{running ? `${phase} ${percent}%` : phase}</UploaderPhase>
        {item.state === 'error' && <UploaderError role="alert">{item.error}</UploaderError>}
      </UploaderStatus>
    </UploaderRow>
  );
}
