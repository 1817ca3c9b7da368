export { AppLayout } from './AppLayout';
export type { AppLayoutProps } from './AppLayout';
export type { AppLayoutMenuItem } from './AppLayoutMenu';
