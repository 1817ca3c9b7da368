/** Every visible string of the Uploader; the app passes translated ones. */
export interface UploaderLabels {
  /** Picker button. */
  selectFiles: string;
  /** Text beside the button, about drag and drop. */
  dropHint: string;
  /** Accessible name of the file list. */
  fileList: string;
  /** Phase text while the file's md5 is computed. */
  hashing: string;
  /** Phase text while parts are sent. */
  uploading: string;
  /** Phase text when stored. */
  done: string;
  /** Phase text when failed (the error's message follows). */
  error: string;
  /** Phase text after a cancel. */
  cancelled: string;
  /** Cancel button. */
  cancel: string;
  /** Retry button. */
  retry: string;
  /** Remove-from-list button. */
  remove: string;
  /** Message when the failure carries none. */
  unknownError: string;
  /** Accessible name of a file's progress bar. */
  progress: (filename: string) => string;
}

export const DEFAULT_UPLOADER_LABELS: UploaderLabels = {
  selectFiles: '选择文件',
  dropHint: '或将文件拖到此处',
  fileList: '上传列表',
  hashing: '正在校验文件',
  uploading: '上传中',
  done: '上传完成',
  error: '上传失败',
  cancelled: '已取消',
  cancel: '取消',
  retry: '重试',
  remove: '移除',
  unknownError: '上传失败，请重试',
  progress: (filename) => `${filename} 上传进度`,
};
