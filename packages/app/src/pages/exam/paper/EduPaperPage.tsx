import { PaperListPage } from './PaperListPage';

/** EduPaper (/edu/paper, college staff): the college's papers, and platform papers to preview. */
export default function EduPaperPage() {
  return <PaperListPage scope="edu" />;
}
