export { PaperBuilder } from './PaperBuilder';
export type { PaperBuilderProps } from './PaperBuilder';
export { defaultPaperBuilderLabels } from './paperBuilderLabels';
export type { PaperBuilderErrorLabels, PaperBuilderLabels } from './paperBuilderLabels';
