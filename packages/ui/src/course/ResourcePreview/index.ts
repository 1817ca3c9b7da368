export { ResourcePreview } from './ResourcePreview';
export type { ResourcePreviewKind, ResourcePreviewProps } from './ResourcePreview';
export type { ResourcePreviewLabels } from './ResourcePreviewLabels';
