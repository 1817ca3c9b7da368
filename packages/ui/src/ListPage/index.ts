export { ListPage } from './ListPage';
export type { ListPageProps, ListPageVariant } from './ListPage';
