import styled from 'styled-components';

/** Focused study pages outside the college layout (DESIGN.md: no admin chrome): a centred column on the page grey. */
export const StudyFrame = styled.main`
  min-height: 100vh;
  box-sizing: border-box;
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-5);
`;
