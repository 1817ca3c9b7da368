import { UsersView } from './UsersView';

/** EduUser (/edu/user): the college's users, with xlsx import, template and export. */
export default function EduUserPage() {
  return <UsersView scope="edu" />;
}
