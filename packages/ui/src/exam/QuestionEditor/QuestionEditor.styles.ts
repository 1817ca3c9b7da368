import styled from 'styled-components';
import { TextInput } from '../../TextInput';

export const QuestionEditorRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: var(--ui-space-5);
  align-items: start;

  @media (max-width: 960px) { grid-template-columns: minmax(0, 1fr); }
`;

export const QuestionEditorForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

export const QuestionEditorPreview = styled.aside`
  position: sticky;
  top: var(--ui-space-4);
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  min-width: 0;

  h2 { margin: 0; font-size: var(--ui-font-size-h4); font-weight: var(--ui-font-weight-bold); color: var(--ui-color-text-secondary); }
`;

export const QuestionEditorFieldset = styled.fieldset`
  margin: 0;
  padding: var(--ui-space-3) var(--ui-space-4) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;

  legend { padding: 0 var(--ui-space-1); font-weight: var(--ui-font-weight-medium); }
  &[data-invalid='true'] { border-color: var(--ui-color-danger); }
  &[data-nested='true'] { background: var(--ui-color-surface-muted); }
`;

export const QuestionEditorRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-width: 0;

  & > input[type='text'], & > input:not([type]), & > [data-grow='true'] { flex: 1; min-width: 0; }
  & > input[type='radio'], & > input[type='checkbox'] { accent-color: var(--ui-color-success); width: 16px; height: 16px; margin: 0; flex-shrink: 0; }
  &[data-wrap='true'] { flex-wrap: wrap; }
`;

export const QuestionEditorLetter = styled.span`
  width: 1.5em;
  flex-shrink: 0;
  font-weight: var(--ui-font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export const QuestionEditorError = styled.div`
  color: var(--ui-color-danger);
  font-size: var(--ui-font-size-sm);
`;

export const QuestionEditorSummary = styled.div`
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-danger);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-danger-subtle);
  color: var(--ui-color-danger);
`;

export const QuestionEditorActions = styled.div`
  display: flex;
  gap: var(--ui-space-3);
  justify-content: flex-end;
`;

export const QuestionEditorGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: var(--ui-space-3) var(--ui-space-4);
`;

export const QuestionEditorTagList = styled.ul`
  list-style: none;
  margin: 0 0 var(--ui-space-2);
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);

  li {
    display: inline-flex;
    align-items: center;
    gap: var(--ui-space-1);
    padding: 0 var(--ui-space-1) 0 var(--ui-space-2);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-color-primary-subtle);
    color: var(--ui-color-primary);
  }
  li button {
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
    font: inherit;
    padding: 0 var(--ui-space-1);
    border-radius: var(--ui-radius-sm);
  }
  li button:hover { background: var(--ui-color-surface); }
`;

/** A short numeric control (points, scores) in a row. */
export const QuestionEditorNarrow = styled.div`
  width: 96px;
  flex-shrink: 0;
`;

/** A select that takes its content's width in a row. */
export const QuestionEditorSelectBox = styled.div`
  width: 160px;
  flex-shrink: 0;
`;

/** The calculated question's formula: code, in the monospace face. */
export const QuestionEditorFormula = styled.div`
  input { font-family: var(--ui-font-family-code); }
`;

/** The sample variants of a calculated question: values, filled stem and answer per row. */
export const QuestionEditorVariants = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ui-font-size-sm);

  th, td { padding: var(--ui-space-1) var(--ui-space-2); border-bottom: 1px solid var(--ui-color-border); text-align: left; vertical-align: top; }
  th { color: var(--ui-color-text-secondary); font-weight: var(--ui-font-weight-medium); }
  td[data-kind='values'] { font-family: var(--ui-font-family-code); white-space: nowrap; }
  td[data-kind='answer'] { font-variant-numeric: tabular-nums; white-space: nowrap; text-align: right; }
`;

/** A line of state under a panel (loading, empty, stale). */
export const QuestionEditorNote = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

/** A share of the points in percent beside an option or an accepted answer. */
export const QuestionEditorFraction = styled(TextInput)`
  width: 88px;
  flex-shrink: 0;
`;
