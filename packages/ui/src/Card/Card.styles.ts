import styled from 'styled-components';

export const CardRoot = styled.section`
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-card);
  padding: var(--ui-layout-card-padding);
  min-width: 0;

  &[data-padding='none'] { padding: 0; }
  /* An edge-to-edge card (a table) still keeps its title off the border. */
  &[data-padding='none'] > header { padding: var(--ui-space-4) var(--ui-space-5) 0; }
  &[data-padding='compact'] { padding: var(--ui-space-4); }
`;

/* Wraps rather than squeezing: a CJK title would otherwise shrink to one character a line beside its extras (phones). */
export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2) var(--ui-space-4);
  margin-bottom: var(--ui-space-4);
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  line-height: 1.5;
`;

export const CardExtra = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
`;
