import { useCaseIdParam } from '../shared/caseId';
import { StudyFrame } from '../shared/StudyFrame';
import { CaseWorkspace } from './CaseWorkspace';

/** CaseDetail (/case/detail/:id): the student's case workspace, outside the college layout. */
export default function CaseDetailPage() {
  return (
    <StudyFrame>
      <CaseWorkspace caseId={useCaseIdParam()} />
    </StudyFrame>
  );
}
