import styled from 'styled-components';
import { routePath, type ChapterDetail } from '@finedu/domain';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';

const Nav = styled.nav`
  margin: 0 0 var(--ui-space-4);
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  h3 { margin: 0 0 var(--ui-space-2); font-size: var(--ui-font-size-h4); }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ui-space-1); }
  li { display: flex; flex-wrap: wrap; gap: var(--ui-space-3); }
`;

/** Where a chapter's linked cases are taught (issue 34): each case's teaching page (marking, who started) and its similarity report. */
export function ChapterCaseTeaching({ chapter }: { chapter: Pick<ChapterDetail, 'id' | 'cases'> }) {
  const t = useT();
  if (chapter.cases.length === 0) return null;
  const headingId = `chapter-${chapter.id}-cases`;
  return (
    <Nav aria-labelledby={headingId}>
      <h3 id={headingId}>{t('chapter.caseTeaching')}</h3>
      <ul>
        {chapter.cases.map((item) => (
          <li key={item.id}>
            <Link to={routePath('CourseCaseTeaching', { id: item.id })}>{t('chapter.caseTeachingOpen', { title: item.title })}</Link>
            <Link to={`${routePath('CourseCaseTeaching', { id: item.id })}?similarity=1`}>{t('chapter.caseSimilarity', { title: item.title })}</Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
