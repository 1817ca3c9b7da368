import styled from 'styled-components';

export const QuestionNavigatorRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const QuestionNavigatorSummary = styled.p`
  margin: 0;
  font-weight: var(--ui-font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export const QuestionNavigatorSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);

  h3 { margin: 0; font-size: var(--ui-font-size-sm); font-weight: var(--ui-font-weight-medium); color: var(--ui-color-text-secondary); }
`;

export const QuestionNavigatorGrid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(36px, 1fr));
  gap: var(--ui-space-2);
`;

/** A question's button; state in data attributes (answered, flagged) and aria-current. */
export const QuestionNavigatorButton = styled.button`
  position: relative;
  width: 100%;
  height: 36px;
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover { border-color: var(--ui-color-primary-hover); }
  &[data-answered='true'] { background: var(--ui-color-primary); border-color: var(--ui-color-primary); color: var(--ui-color-on-primary); }
  &[data-flagged='true']::after {
    content: '';
    position: absolute;
    top: -1px;
    right: -1px;
    border-style: solid;
    border-width: 0 10px 10px 0;
    border-color: transparent var(--ui-color-warning) transparent transparent;
    border-top-right-radius: var(--ui-radius-md);
  }
  &[aria-current='step'] { outline: 2px solid var(--ui-color-text); outline-offset: 2px; font-weight: var(--ui-font-weight-bold); }
`;

export const QuestionNavigatorLegend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  li { display: inline-flex; align-items: center; gap: var(--ui-space-1); }
`;

export const QuestionNavigatorSwatch = styled.span`
  display: inline-block;
  position: relative;
  width: 14px;
  height: 14px;
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);

  &[data-kind='answered'] { background: var(--ui-color-primary); border-color: var(--ui-color-primary); }
  &[data-kind='flagged'] { background: linear-gradient(225deg, var(--ui-color-warning) 40%, var(--ui-color-surface) 40%); }
  &[data-kind='current'] { outline: 2px solid var(--ui-color-text); outline-offset: 1px; }
`;
