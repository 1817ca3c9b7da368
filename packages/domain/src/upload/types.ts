/** What an upload yields (spec §3: uploaded file = url and filename). */
export interface UploadedFile {
  url: string;
  filename: string;
}

export interface UploadProgress {
  /** Bytes confirmed by storage so far. */
  loaded: number;
  total: number;
  /** 0..100 */
  percent: number;
  phase: 'hashing' | 'uploading' | 'completing' | 'done';
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * The contract between the Uploader component (packages/ui) and the upload client (packages/domain):
 * hash the file (md5), upload it straight to object storage in parts, resume after a reload, and
 * resolve with the stored file's url and original filename.
 */
export interface FileUploader {
  upload(file: File, options?: UploadOptions): Promise<UploadedFile>;
}

/** Message of spec §5 when the md5 of a file cannot be computed. */
export const MD5_FAILED_MESSAGE = '文件 md5 生成失败';
