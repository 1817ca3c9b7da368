import styled from 'styled-components';

export const UploaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const UploaderDropZone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4);
  border: 1px dashed var(--ui-color-border-strong);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text-secondary);
  transition: border-color var(--ui-motion-duration) var(--ui-motion-easing), background-color var(--ui-motion-duration) var(--ui-motion-easing);

  &[data-dragging='true'] { border-color: var(--ui-color-primary); background: var(--ui-color-primary-subtle); }
  /* Disabled: the button shows it; the hint stays readable (no opacity, which dropped it below 4.5:1). */
  &[data-disabled='true'] { background: var(--ui-color-surface-hover); cursor: not-allowed; }
`;

export const UploaderHint = styled.div`
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const UploaderList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

export const UploaderRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: var(--ui-space-1) var(--ui-space-3);
  align-items: center;
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);

  &[data-state='error'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
`;

export const UploaderFileInfo = styled.div`
  display: flex;
  align-items: baseline;
  gap: var(--ui-space-2);
  min-width: 0;
`;

export const UploaderFileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--ui-color-text);
`;

export const UploaderFileSize = styled.span`
  flex-shrink: 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
  font-variant-numeric: tabular-nums;
`;

export const UploaderActions = styled.div`
  display: flex;
  gap: var(--ui-space-3);
  grid-row: span 2;
`;

export const UploaderStatus = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  min-width: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  [data-state='done'] > & { color: var(--ui-color-success); }
  [data-state='error'] > & { color: var(--ui-color-danger); }
`;

export const UploaderPhase = styled.span`
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
`;

export const UploaderError = styled.span`
  overflow-wrap: anywhere;
`;

/** A native <progress>: its value drives the bar, so no style is computed from props. */
export const UploaderProgress = styled.progress`
  flex: 1;
  max-width: 320px;
  height: 6px;
  border: 0;
  border-radius: var(--ui-radius-full);
  overflow: hidden;
  appearance: none;
  background: var(--ui-color-border);
  color: var(--ui-color-primary);

  &::-webkit-progress-bar { background: var(--ui-color-border); border-radius: var(--ui-radius-full); }
  &::-webkit-progress-value { background: var(--ui-color-primary); border-radius: var(--ui-radius-full); transition: width var(--ui-motion-duration) linear; }
  &::-moz-progress-bar { background: var(--ui-color-primary); border-radius: var(--ui-radius-full); }

  [data-state='hashing'] > * > & { color: var(--ui-color-info); }
  [data-state='hashing'] > * > &::-webkit-progress-value { background: var(--ui-color-text-placeholder); }
  [data-state='done'] > * > &::-webkit-progress-value { background: var(--ui-color-success); }
`;
