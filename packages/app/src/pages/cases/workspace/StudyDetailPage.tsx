import { useCaseIdParam } from '../shared/caseId';
import { CaseWorkspace } from './CaseWorkspace';

/** StudyDetail (/edu/study/:id/detail): case teaching inside the college area; `:id` is the case. */
export default function StudyDetailPage() {
  return <CaseWorkspace caseId={useCaseIdParam()} />;
}
