/** Every visible string of the ResourcePreview; the app passes translated ones. */
export interface ResourcePreviewLabels {
  /** Download link. */
  download: string;
  /** Open the file in a new window (PDF, when the embedded viewer is blocked). */
  openInNewWindow: string;
  /** Screen-reader text while the text of a markdown or notebook file loads. */
  loading: string;
  /** Heading when the file cannot be shown in the browser. */
  unsupportedTitle: string;
  /** What to do instead. */
  unsupportedHint: string;
  /** The file is not a valid notebook. */
  notebookInvalid: string;
  /** A notebook without cells. */
  notebookEmpty: string;
  /** Accessible name of a notebook code cell. */
  codeCell: (index: number) => string;
  /** Accessible name of a cell's outputs. */
  outputs: string;
  /** Alt text of output images. */
  outputImage: string;
  /** Output we cannot render. */
  unsupportedOutput: string;
  /** Fallback inside <video> for browsers without video. */
  videoUnsupported: string;
  /** Retry button after a failed load. */
  retry: string;
  /** A CSV or Excel file: how many of its rows are shown, of how many. */
  tableRows: (shown: number, total: number) => string;
  /** An empty cell of a CSV or Excel file. */
  emptyCell: string;
}

export const DEFAULT_RESOURCE_PREVIEW_LABELS: ResourcePreviewLabels = {
  download: '下载',
  openInNewWindow: '在新窗口打开',
  loading: '正在加载预览…',
  unsupportedTitle: '此类文件暂不支持在线预览',
  unsupportedHint: '请下载后使用本地软件打开。',
  notebookInvalid: '笔记本文件格式不正确，无法预览。',
  notebookEmpty: '笔记本中没有单元格。',
  codeCell: (index) => `代码单元 ${index}`,
  outputs: '输出',
  outputImage: '输出图像',
  unsupportedOutput: '无法显示的输出',
  videoUnsupported: '当前浏览器不支持视频播放，请下载后观看。',
  retry: '重试',
  tableRows: (shown, total) => `显示 ${shown} 行，共 ${total} 行`,
  emptyCell: '—',
};
