export { MD5_FAILED_MESSAGE } from './types.js';
export type { UploadedFile, UploadProgress, UploadOptions, FileUploader } from './types.js';
