import { UsersView } from './UsersView';

/** AdminUser (/admin/user): users across colleges, with a college filter. */
export default function AdminUserPage() {
  return <UsersView scope="admin" />;
}
