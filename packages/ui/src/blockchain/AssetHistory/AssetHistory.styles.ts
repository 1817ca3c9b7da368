import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One state: a marker on the line at the left, the state and its facts beside it. */
export const Entry = styled.li`
  position: relative;
  padding: 0 0 var(--ui-space-5) 32px;

  /* The line down to the next entry (none after the last). */
  &::before {
    content: '';
    position: absolute;
    left: 7px;
    top: 20px;
    bottom: 0;
    border-left: 2px solid var(--ui-color-border-strong);
  }

  &:last-child { padding-bottom: 0; }
  &:last-child::before { display: none; }
  &[data-pending]::before { border-left-style: dashed; }
`;

export const Marker = styled.span`
  position: absolute;
  left: 0;
  top: 3px;
  box-sizing: border-box;
  width: 16px;
  height: 16px;
  border: 2px solid var(--ui-color-primary);
  border-radius: var(--ui-radius-full);
  background: var(--ui-color-surface);

  [data-current] > & { background: var(--ui-color-primary); box-shadow: 0 0 0 3px var(--ui-color-primary-subtle); }
  [data-pending] > & { border-style: dashed; border-color: var(--ui-color-warning); }
`;

export const EntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 22px;
`;

export const StateName = styled.span`
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-4);
  margin: var(--ui-space-1) 0 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);

  [data-selected] > & { border-color: var(--ui-color-primary); background: var(--ui-color-primary-subtle); }
  & > div { display: flex; align-items: baseline; min-width: 0; }
  & dt { white-space: nowrap; }
  & dd { margin: 0; color: var(--ui-color-text); font-variant-numeric: tabular-nums; min-width: 0; overflow-wrap: anywhere; }
  & code { font-family: var(--ui-font-family-code); }
  & button { height: auto; padding: 0; font-size: inherit; }
`;
