import { AttentionPanel } from '../dashboard/AttentionPanel';
import { UsersView } from './UsersView';

/** EduUser (/edu/user): the college admin's landing page — the college's counts, then its users (xlsx import, template, export). */
export default function EduUserPage() {
  return <UsersView scope="edu" summary={<AttentionPanel />} />;
}
