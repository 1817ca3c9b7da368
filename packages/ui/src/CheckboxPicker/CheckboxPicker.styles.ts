import styled from 'styled-components';

export const CheckboxPickerRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

/** "Select all" at the left, the count at the right; they stack on a narrow screen. */
export const CheckboxPickerBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2) var(--ui-space-4);
  padding-bottom: var(--ui-space-2);
  border-bottom: 1px solid var(--ui-color-border);
`;

export const CheckboxPickerCount = styled.span`
  color: var(--ui-color-text-secondary);
  font-variant-numeric: tabular-nums;
`;

/** Columns of at least 200 px (one on a phone), scrolling in its own box. */
export const CheckboxPickerList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: var(--ui-space-2) var(--ui-space-3);
  max-height: var(--ui-checkbox-picker-max-height, 360px);
  overflow: auto;
`;

export const CheckboxPickerItem = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  small { color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
`;

export const CheckboxPickerEmpty = styled.p`
  margin: 0;
  padding: var(--ui-space-4) 0;
  color: var(--ui-color-text-secondary);
  text-align: center;
`;
