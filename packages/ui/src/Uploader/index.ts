export { Uploader } from './Uploader';
export type { UploaderProps } from './Uploader';
export type { UploaderLabels } from './UploaderLabels';
export type { UploaderFileState } from './useUploaderQueue';
export { formatFileSize } from './formatFileSize';
