import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-card);
  /* Rows lay out by the list's own width (a phone, or a narrow column beside other content). */
  container-type: inline-size;
`;

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding: var(--ui-space-4) var(--ui-space-5);
  border-bottom: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg) var(--ui-radius-lg) 0 0;
  border-top: 4px solid var(--ui-color-border-strong);

  &[data-verdict='pass'] { border-top-color: var(--ui-color-success); background: var(--ui-color-success-subtle); }
  &[data-verdict='warn'] { border-top-color: var(--ui-color-warning); background: var(--ui-color-warning-subtle); }
  &[data-verdict='fail'] { border-top-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }

  @container (max-width: 480px) {
    padding: var(--ui-space-3) var(--ui-space-4);
  }
`;

export const SummaryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
`;

export const SummaryTitle = styled.h2`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const SummaryVerdict = styled.p`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  margin: 0;
  font-size: var(--ui-font-size-h3);
  line-height: 28px;
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const SummaryFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-5);
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  & > div { display: flex; gap: var(--ui-space-2); }
  & dt { margin: 0; }
  & dd { margin: 0; color: var(--ui-color-text); }
  & dd[data-mono] { font-family: var(--ui-font-family-code); letter-spacing: 0.04em; }
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr) auto auto;
  align-items: start;
  gap: var(--ui-space-1) var(--ui-space-3);
  padding: var(--ui-space-3) var(--ui-space-5);
  border-bottom: 1px solid var(--ui-color-border);

  &:last-child { border-bottom: none; }
  &[data-state='running'] { background: var(--ui-color-primary-subtle); }

  @container (max-width: 480px) {
    grid-template-columns: 20px minmax(0, 1fr) auto;
    padding: var(--ui-space-3) var(--ui-space-4);
  }
`;

export const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const CheckName = styled.span`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-medium);
  line-height: 20px;
`;

export const OptionalTag = styled.span`
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-hover);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-regular);
  line-height: 18px;
`;

export const Figure = styled.span`
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Advice = styled.span`
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
`;

export const RowState = styled.span`
  line-height: 20px;
  font-size: var(--ui-font-size-sm);
  white-space: nowrap;
  color: var(--ui-color-text-secondary);

  &[data-state='pass'] { color: var(--ui-color-success); }
  &[data-state='warn'] { color: var(--ui-color-warning); }
  &[data-state='fail'] { color: var(--ui-color-danger-active); }
  &[data-state='running'] { color: var(--ui-color-primary); }
`;

export const RowAction = styled.span`
  @container (max-width: 480px) {
    grid-column: 2 / -1;
    justify-self: start;
  }
`;

export const Icon = styled.svg`
  flex: none;
  fill: none;
  stroke: var(--ui-color-text-disabled);
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;

  &[data-state='pass'] { stroke: var(--ui-color-success); }
  &[data-state='warn'] { stroke: var(--ui-color-warning); }
  &[data-state='fail'] { stroke: var(--ui-color-danger); }
  &[data-state='skipped'] { stroke: var(--ui-color-text-placeholder); }
`;

export const Spinner = styled.span`
  display: block;
  box-sizing: border-box;
  width: 20px;
  height: 20px;
  border: 2px solid var(--ui-color-primary);
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
