export { UserMenu } from './UserMenu';
export type { UserMenuProps, UserMenuItemDef } from './UserMenu';
