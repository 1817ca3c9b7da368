import styled from 'styled-components';

/** Pages outside the admin layouts (NotFound, previews, not-yet-available public pages). */
export const StandaloneFrame = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--ui-space-5);
  box-sizing: border-box;
  background: var(--ui-color-page);
`;
