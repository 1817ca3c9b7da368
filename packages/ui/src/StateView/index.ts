export { StateView } from './StateView';
export type { StateViewProps, StateViewMessages, DataViewState } from './StateView';
