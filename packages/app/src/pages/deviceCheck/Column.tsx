import styled from 'styled-components';

/** The device-check pages' vertical stack (the full test and a stored report). */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;
