import styled from 'styled-components';

export const Root = styled.form`
  container: transaction-form / inline-size;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);

  @container transaction-form (max-width: 479px) { padding: var(--ui-space-4); }
`;

export const StepHead = styled.header`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding-bottom: var(--ui-space-4);
  border-bottom: 1px solid var(--ui-color-border);
`;

export const StepTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--ui-space-2);
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const StepOrder = styled.span`
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-primary);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-medium);
  line-height: 22px;
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-5);
  margin: 0;
`;

export const Fact = styled.div`
  display: flex;
  gap: var(--ui-space-2);
  min-width: 0;

  & dt { color: var(--ui-color-text-secondary); white-space: nowrap; }
  & dd { display: flex; flex-wrap: wrap; gap: var(--ui-space-2); margin: 0; min-width: 0; color: var(--ui-color-text); }
  & [data-muted] { color: var(--ui-color-text-secondary); }
`;

export const Hint = styled.p`
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-left: 3px solid var(--ui-color-info);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-info-subtle);
  color: var(--ui-color-text);
`;

/** The fields beside the payload preview; one column in a narrow box (a side panel, a phone). */
export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 360px);
  gap: var(--ui-space-5);
  align-items: start;

  @container transaction-form (max-width: 719px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

/** The controls, disabled together while the lab signs and sends (the alert and the busy button stay outside). */
export const Controls = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);

  & > * { margin-bottom: 0; }
  /* An amount or a date is short: a narrow control, the amount right-aligned like money in a table. */
  & [data-type='amount'], & [data-type='date'] { max-width: 240px; }
  & [data-type='amount'] { font-variant-numeric: tabular-nums; text-align: right; }
`;

export const Tag = styled.span`
  padding: 0 var(--ui-space-2);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
  line-height: 20px;
`;

export const Submit = styled.div`
  display: flex;
  justify-content: flex-start;
`;

export const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
  padding: var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
  border: 1px solid var(--ui-color-border);
`;

export const PreviewTitle = styled.h4`
  margin: 0;
  font-size: var(--ui-font-size-base);
  font-weight: var(--ui-font-weight-medium);
  color: var(--ui-color-text);
`;

export const PreviewHint = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const Payload = styled.pre`
  margin: 0;
  padding: var(--ui-space-3);
  max-height: 280px;
  overflow: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: var(--ui-focus-ring-offset); }
`;

export const Mono = styled.code`
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;
