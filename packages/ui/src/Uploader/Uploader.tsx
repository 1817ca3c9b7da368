import type { FileUploader, UploadedFile } from '@finedu/domain';
import { forwardRef, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../Button';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { matchesAccept } from './matchesAccept';
import { UploaderDropZone, UploaderHint, UploaderList, UploaderRoot } from './Uploader.styles';
import { UploaderFileRow } from './UploaderFileRow';
import { DEFAULT_UPLOADER_LABELS, type UploaderLabels } from './UploaderLabels';
import { useUploaderQueue } from './useUploaderQueue';
import { UiIcon } from '../internal/UiIcon';

export interface UploaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  /** Does the work (md5, multipart upload to object storage): the domain upload client, or a fake in stories. */
  uploader: FileUploader;
  /** File types to offer, as in `<input accept>` (".pdf,image/*"); any type by default. */
  accept?: string;
  /** Allow several files at once; otherwise a new file replaces the current one. */
  multiple?: boolean;
  /** Called once per stored file with its url and filename. */
  onUploaded?: (file: UploadedFile) => void;
  /** Called with dropped files that do not match `accept`. */
  onRejected?: (files: File[]) => void;
  /** No picking or dropping. */
  disabled?: boolean;
  /** A line under the picker, e.g. the allowed types and size. */
  hint?: ReactNode;
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<UploaderLabels>;
}

/**
 * File picker (button and drag and drop) with a row per file: name, size, progress, phase
 * (hashing → uploading → done), cancel, the error's message and retry.
 */
export const Uploader = forwardRef<HTMLDivElement, UploaderProps>(function Uploader(
  { uploader, accept, multiple = false, onUploaded, onRejected, disabled = false, hint, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...DEFAULT_UPLOADER_LABELS, ...labelOverrides }), [labelOverrides]);
  const { items, add, cancel, retry, remove } = useUploaderQueue({ uploader, multiple, onUploaded, unknownError: labels.unknownError });
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // Reset so picking the same file again still fires change.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    const accepted = files.filter((file) => matchesAccept(file, accept));
    const rejected = files.filter((file) => !matchesAccept(file, accept));
    if (rejected.length > 0) onRejected?.(rejected);
    add(accepted);
  };

  const busy = items.some((item) => item.state === 'hashing' || item.state === 'uploading');
  return (
    <UploaderRoot ref={ref} data-state={items.length === 0 ? 'idle' : busy ? 'busy' : 'settled'} {...rest}>
      <UploaderDropZone
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button variant="primary" icon={<UiIcon icon={Upload} />} disabled={disabled} onClick={() => inputRef.current?.click()} aria-describedby={hint !== undefined ? hintId : undefined}>
          {labels.selectFiles}
        </Button>
        <span>{labels.dropHint}</span>
        <VisuallyHidden>
          <input
            ref={inputRef}
            type="file"
            tabIndex={-1}
            aria-label={labels.selectFiles}
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            onChange={onInputChange}
          />
        </VisuallyHidden>
      </UploaderDropZone>
      {hint !== undefined && <UploaderHint id={hintId}>{hint}</UploaderHint>}
      {items.length > 0 && (
        <UploaderList aria-label={labels.fileList}>
          {items.map((item) => (
            <UploaderFileRow key={item.id} item={item} labels={labels} onCancel={cancel} onRetry={retry} onRemove={remove} />
          ))}
        </UploaderList>
      )}
    </UploaderRoot>
  );
});
