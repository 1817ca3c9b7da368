import { PaperListPage } from './PaperListPage';

/** AdminPaper (/admin/paper, sys_admin): platform papers. */
export default function AdminPaperPage() {
  return <PaperListPage scope="admin" />;
}
