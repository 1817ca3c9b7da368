export { KeywordSearch, DEFAULT_KEYWORD_SEARCH_LABELS } from './KeywordSearch';
export type { KeywordSearchProps, KeywordSearchLabels } from './KeywordSearch';
