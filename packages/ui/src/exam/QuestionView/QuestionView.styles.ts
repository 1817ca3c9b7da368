import styled from 'styled-components';
import { controlBox } from '../../internal/controlStyles';

export const QuestionViewRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
  color: var(--ui-color-text);

  &[data-result='correct'] { --question-mark: var(--ui-color-success); }
  &[data-result='incorrect'] { --question-mark: var(--ui-color-danger); }
  &[data-result='partial'], &[data-result='pending'] { --question-mark: var(--ui-color-warning); }
`;

export const QuestionViewHeader = styled.header`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
`;

export const QuestionViewNumber = styled.span`
  font-weight: var(--ui-font-weight-bold);
  font-size: var(--ui-font-size-h4);
  font-variant-numeric: tabular-nums;
`;

export const QuestionViewTag = styled.span`
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-primary);
  font-size: var(--ui-font-size-sm);
  white-space: nowrap;

  &[data-tone='muted'] { background: var(--ui-color-surface-hover); color: var(--ui-color-text-secondary); }
  &[data-tone='success'] { background: var(--ui-color-success-subtle); color: var(--ui-color-success); }
  &[data-tone='danger'] { background: var(--ui-color-danger-subtle); color: var(--ui-color-danger); }
  &[data-tone='warning'] { background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
`;

export const QuestionViewHeaderEnd = styled.span`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const QuestionViewFlag = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  height: var(--ui-layout-control-height-sm);
  padding: 0 var(--ui-space-2);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text-secondary);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  cursor: pointer;

  &[aria-pressed='true'] { border-color: var(--ui-color-warning); background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

export const QuestionViewOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

export const QuestionViewOption = styled.label`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-2);
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  cursor: pointer;
  transition: border-color var(--ui-motion-duration) var(--ui-motion-easing);

  &:hover { border-color: var(--ui-color-primary-hover); }
  &:has(input:checked) { border-color: var(--ui-color-primary); background: var(--ui-color-primary-subtle); }
  &:has(input:focus-visible) { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: var(--ui-focus-ring-offset); }
  &[data-disabled='true'] { cursor: default; }
  &[data-disabled='true']:hover { border-color: var(--ui-color-border); }
  &[data-key='true'] { border-color: var(--ui-color-success); background: var(--ui-color-success-subtle); }
  &[data-key='false'][data-picked='true'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }

  input { margin: 4px 0 0; accent-color: var(--ui-color-primary); flex-shrink: 0; }
`;

export const QuestionViewOptionLetter = styled.span`
  font-weight: var(--ui-font-weight-medium);
  font-variant-numeric: tabular-nums;
  flex-shrink: 0;
`;

export const QuestionViewOptionMark = styled.span`
  margin-left: auto;
  flex-shrink: 0;
  font-size: var(--ui-font-size-sm);
  [data-key='true'] > & { color: var(--ui-color-success); }
  [data-key='false'] > & { color: var(--ui-color-danger); }
`;

export const QuestionViewBlankInput = styled.input`
  ${controlBox}
  display: inline-block;
  width: 10em;
  min-height: var(--ui-layout-control-height-sm);
  padding: 0 var(--ui-space-2);

  &[data-mark='correct'] { border-color: var(--ui-color-success); background: var(--ui-color-success-subtle); }
  &[data-mark='incorrect'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
`;

export const QuestionViewBlankList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);

  li { display: flex; align-items: center; gap: var(--ui-space-2); }
`;

export const QuestionViewTextarea = styled.textarea`
  ${controlBox}
  min-height: 160px;
  resize: vertical;
`;

export const QuestionViewNote = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

export const QuestionViewMaterial = styled.section`
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface-muted);
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);

  h3 { margin: 0; font-size: var(--ui-font-size-h4); font-weight: var(--ui-font-weight-bold); }
  a { color: var(--ui-color-primary); align-self: flex-start; }
`;

export const QuestionViewSubQuestion = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding-top: var(--ui-space-4);
  border-top: 1px dashed var(--ui-color-border-strong);

  h3 { margin: 0; font-size: var(--ui-font-size-base); font-weight: var(--ui-font-weight-bold); display: flex; gap: var(--ui-space-2); align-items: baseline; }
`;

export const QuestionViewFeedback = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-4);
  border-left: 3px solid var(--question-mark, var(--ui-color-border-strong));
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);

  dl { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: var(--ui-space-2) var(--ui-space-3); }
  dt { color: var(--ui-color-text-secondary); }
  dd { margin: 0; min-width: 0; }
`;

export const QuestionViewTests = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  width: 100%;

  caption { text-align: left; color: var(--ui-color-text-secondary); padding-bottom: var(--ui-space-1); }
  th, td { padding: var(--ui-space-1) var(--ui-space-3); border-bottom: 1px solid var(--ui-color-border); text-align: left; }
  td[data-align='right'], th[data-align='right'] { text-align: right; }
  td[data-outcome='passed'] { color: var(--ui-color-success); }
  td[data-outcome='failed'] { color: var(--ui-color-danger); }
`;

export const QuestionViewClear = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * var(--ui-space-2));
`;

/** A numeric answer: the input with its unit and precision hints on one line. */
export const QuestionViewNumeric = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
`;

/** What the page read from a numeric answer; a reading it cannot use is a warning. */
export const QuestionViewNumericReading = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  &[data-state='not-understood'] { color: var(--ui-color-danger); }
`;

/** A notebook question's cells, read-only: markdown as text, code in a monospace block under its caption. */
export const QuestionViewNotebookCells = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

export const QuestionViewNotebookCell = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-width: 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-left: 3px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);

  &[data-cell-kind='code'] { border-left-color: var(--ui-color-primary); background: var(--ui-color-surface-muted); }

  pre {
    margin: 0;
    overflow-x: auto;
    font-family: var(--ui-font-family-code);
    font-size: var(--ui-font-size-sm);
    line-height: 1.5;
    white-space: pre;
  }
`;

/** The caption over a cell: its kind, and whether it is locked. */
export const QuestionViewNotebookCaption = styled.span`
  display: flex;
  gap: var(--ui-space-2);
  align-items: baseline;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

/** A matching question: one row per prompt, the prompt beside its select; stacked on a phone. */
export const QuestionViewPairs = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(8em, 16em);
    align-items: center;
    gap: var(--ui-space-2);
  }

  @media (max-width: 480px) {
    li { grid-template-columns: minmax(0, 1fr); }
  }
`;

/** A select of a matching prompt or a cloze choice gap. */
export const QuestionViewSelect = styled.select`
  ${controlBox}
  min-width: 0;
  max-width: 100%;
  min-height: var(--ui-layout-control-height-sm);
  padding: 0 var(--ui-space-2);

  &[data-mark='correct'] { border-color: var(--ui-color-success); background: var(--ui-color-success-subtle); }
  &[data-mark='incorrect'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
  &[data-mark='partial'] { border-color: var(--ui-color-warning); }
`;

/** A cloze gap's radio buttons, inline in the text and wrapping with it. */
export const QuestionViewGapRadios = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-3);
  vertical-align: middle;

  label { display: inline-flex; align-items: center; gap: var(--ui-space-1); }
  &[data-mark='correct'] { outline: 1px solid var(--ui-color-success); }
  &[data-mark='incorrect'] { outline: 1px solid var(--ui-color-danger); }
`;

/** The right answer shown beside a prompt or gap in a published review. */
export const QuestionViewKeyNote = styled.span`
  color: var(--ui-color-success);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;
