import styled from 'styled-components';

export const PaperBuilderForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

export const PaperBuilderGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(160px, 1fr);
  gap: var(--ui-space-3) var(--ui-space-4);
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); }
`;

export const PaperBuilderTotals = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-primary);
  font-weight: var(--ui-font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export const PaperBuilderSectionRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);

  &[data-invalid='true'] { border-color: var(--ui-color-danger); }
  &[data-drop-target='true'] { border-color: var(--ui-color-primary); background: var(--ui-color-primary-subtle); }
`;

export const PaperBuilderSectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);

  h3 { margin: 0; font-size: var(--ui-font-size-h4); font-weight: var(--ui-font-weight-bold); white-space: nowrap; }
  & > [data-grow='true'] { flex: 1; min-width: 200px; }
`;

export const PaperBuilderSectionTotals = styled.span`
  color: var(--ui-color-text-secondary);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PaperBuilderTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th, td { padding: var(--ui-space-2); border-bottom: 1px solid var(--ui-color-border); text-align: left; vertical-align: middle; white-space: nowrap; }
  th { color: var(--ui-color-text-secondary); font-weight: var(--ui-font-weight-medium); background: var(--ui-color-surface-muted); }
  th[data-align='right'], td[data-align='right'] { text-align: right; }
  td[data-cell='stem'] { width: 100%; max-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  td[data-cell='score'] input { width: 88px; }
  td[data-cell='actions'] { white-space: nowrap; }
  tr[data-dragging='true'] { opacity: 0.5; }
  tr[data-drop-target='true'] td { border-top: 2px solid var(--ui-color-primary); }
  tr[data-missing='true'] td[data-cell='stem'] { color: var(--ui-color-danger); }
`;

export const PaperBuilderDragHandle = styled.span`
  cursor: grab;
  color: var(--ui-color-text-placeholder);
  padding: 0 var(--ui-space-1);
  user-select: none;
`;

export const PaperBuilderEmpty = styled.p`
  margin: 0;
  padding: var(--ui-space-4);
  text-align: center;
  color: var(--ui-color-text-secondary);
  border: 1px dashed var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
`;

export const PaperBuilderError = styled.div`
  color: var(--ui-color-danger);
  font-size: var(--ui-font-size-sm);
`;

export const PaperBuilderAlert = styled.div`
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-danger);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-danger-subtle);
  color: var(--ui-color-danger);
`;

export const PaperBuilderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  justify-content: space-between;
  & > div { display: flex; gap: var(--ui-space-3); }
`;

export const PaperBuilderSectionFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
`;

/** "Same score for every question" of a section. */
export const PaperBuilderBatch = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  & > input { width: 96px; }
`;
