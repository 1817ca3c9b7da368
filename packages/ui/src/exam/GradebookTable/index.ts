export { GradebookTable } from './GradebookTable';
export type { GradebookStudentRow, GradebookTableProps } from './GradebookTable';
export { defaultGradebookTableLabels, gradebookTableLabelsEnUS } from './gradebookTableLabels';
export type { GradebookTableLabels } from './gradebookTableLabels';
