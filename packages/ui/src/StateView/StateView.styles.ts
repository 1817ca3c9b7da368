import styled from 'styled-components';

export const StateViewRoot = styled.div`
  position: relative;
  min-width: 0;

  &[data-state='loading'] { padding: var(--ui-space-2) 0; }
`;
