import styled from 'styled-components';

export const FormFieldRoot = styled.div`
  display: grid;
  grid-template-columns: var(--ui-layout-form-label-width) minmax(0, 1fr);
  column-gap: var(--ui-space-3);
  row-gap: var(--ui-space-1);
  align-items: start;
  margin-bottom: var(--ui-space-5);

  &[data-layout='vertical'] { grid-template-columns: minmax(0, 1fr); }
  &:last-child { margin-bottom: 0; }

  /* A phone has no room for a label column beside the control: every field stacks, label above. */
  @media (max-width: 480px) { grid-template-columns: minmax(0, 1fr); }
`;

export const FormFieldLabelCell = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-height: var(--ui-layout-control-height);
  color: var(--ui-color-text);
  text-align: right;

  [data-layout='vertical'] > & { justify-content: flex-start; min-height: 0; text-align: left; }
  @media (max-width: 480px) { justify-content: flex-start; min-height: 0; text-align: left; }
`;

export const FormFieldLabel = styled.label`
  color: inherit;
`;

export const FormFieldRequiredMark = styled.span`
  margin-right: var(--ui-space-1);
  color: var(--ui-color-danger);
  font-family: SimSun, sans-serif;
`;

export const FormFieldControl = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-width: 0;
  grid-column: 2;

  [data-layout='vertical'] > & { grid-column: 1; }
  @media (max-width: 480px) { grid-column: 1; }
`;

export const FormFieldHelp = styled.div`
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
  line-height: 1.5;
`;

export const FormFieldError = styled.div`
  color: var(--ui-color-danger);
  font-size: var(--ui-font-size-sm);
  line-height: 1.5;
`;
