import { formatYuan, parseYuan } from '@finedu/domain';
import { forwardRef, useEffect, useId, useMemo, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { Button } from '../../Button';
import { FormAlert } from '../../FormAlert';
import { FormField, type FormFieldLayout } from '../../FormField';
import { Select } from '../../Select';
import { TextInput } from '../../TextInput';
import { shortHash } from '../BlockChainView/shortHash';
import {
  Body,
  Controls,
  Fact,
  Facts,
  Fields,
  Hint,
  Mono,
  Payload,
  Preview,
  PreviewHint,
  PreviewTitle,
  Root,
  StepHead,
  StepOrder,
  StepTitle,
  Submit,
  Tag,
} from './TransactionForm.styles';
import { defaultTransactionFormLabels, type TransactionFormLabels } from './transactionFormLabels';
import { draftsFromValues, sameValues, validateDrafts, valuesFromDrafts, type TransactionFormDrafts } from './transactionFormValues';
import type { TransactionFormField, TransactionFormStep, TransactionFormValues, TransactionOrganization } from './types';

export interface TransactionFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange' | 'defaultValue'> {
  /** The process step performed now: its title, acting organization (with its public key), action and expected state. */
  step: TransactionFormStep;
  /** The step's form, in order. */
  fields: readonly TransactionFormField[];
  /** The case's organizations, offered by 'org' fields. */
  organizations?: readonly TransactionOrganization[];
  /**
   * Controlled values (amounts in 分); pair with `onChange`. A value that differs from what the typed text stands for
   * replaces it; to start a new empty form after a submit, change the form's `key`.
   */
  value?: TransactionFormValues;
  /** Initial values when uncontrolled. */
  defaultValue?: TransactionFormValues;
  /** Called on every edit with the values typed so far (fields empty or typed wrong are left out). */
  onChange?: (values: TransactionFormValues) => void;
  /** Called with valid values (amounts as integer 分): the lab signs the payload with the actor's key and sends it. */
  onSubmit: (values: TransactionFormValues) => void;
  /** While the lab signs and sends: the button spins and the fields are disabled (what was typed stays). */
  busy?: boolean;
  /** The server's refusal, in the user's language (e.g. "状态机不允许：已承兑的票据不能再背书"); the fields keep their values. */
  error?: string | null;
  /** The payload shown for signing; by default `{ action, signer, ...values }`. */
  buildPayload?: (values: TransactionFormValues) => unknown;
  /** Labels above the controls (the lab's side panel) or on the left (a wide page). */
  fieldLayout?: FormFieldLayout;
  labels?: Partial<TransactionFormLabels>;
}

/**
 * The form of one process step (issue 11): who acts and what the step does, the step's fields (amounts typed in 元
 * and emitted in 分, dates as yyyy-mm-dd, organizations from the case), the JSON payload that will be signed and the
 * signer's public key beside it, and a "签名并提交" button. Field errors show after a field is left or on submit; a
 * refusal from the server shows above the button while the fields keep what was typed.
 */
export const TransactionForm = forwardRef<HTMLFormElement, TransactionFormProps>(function TransactionForm(
  {
    step,
    fields,
    organizations = [],
    value,
    defaultValue,
    onChange,
    onSubmit,
    busy = false,
    error = null,
    buildPayload,
    fieldLayout = 'vertical',
    labels: given,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultTransactionFormLabels, ...given };
  const id = useId();
  const [drafts, setDrafts] = useState<TransactionFormDrafts>(() => draftsFromValues(fields, value ?? defaultValue));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const values = useMemo(() => valuesFromDrafts(fields, drafts), [fields, drafts]);
  const errors = validateDrafts(fields, drafts, labels);

  // A controlled value that says something else than the drafts (the parent reset or filled the form) replaces them.
  useEffect(() => {
    if (value !== undefined && !sameValues(value, valuesFromDrafts(fields, drafts))) setDrafts(draftsFromValues(fields, value));
    // Only a new value from the parent resyncs; the drafts' own edits are reported through onChange.
  }, [value, fields]);

  const controlId = (key: string) => `${id}-${key}`;

  const edit = (key: string, typed: string) => {
    const next = { ...drafts, [key]: typed };
    setDrafts(next);
    onChange?.(valuesFromDrafts(fields, next));
  };

  const leave = (field: TransactionFormField) => {
    setTouched((before) => ({ ...before, [field.key]: true }));
    // A valid amount is written back with thousands separators and two decimals.
    if (field.type === 'amount') {
      const parsed = parseYuan(drafts[field.key] ?? '');
      if ('fen' in parsed) setDrafts((before) => ({ ...before, [field.key]: formatYuan(parsed.fen).slice(1) }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const firstWrong = fields.find((field) => errors[field.key] !== undefined);
    if (firstWrong) {
      document.getElementById(controlId(firstWrong.key))?.focus();
      return;
    }
    onSubmit(values);
  };

  const payload = buildPayload ? buildPayload(values) : { action: step.action, signer: step.actor.name, ...values };

  return (
    <Root ref={ref} aria-label={labels.title} noValidate onSubmit={submit} data-state={busy ? 'busy' : error ? 'refused' : 'editing'} {...rest}>
      <StepHead>
        <StepTitle>
          {step.order !== undefined && <StepOrder>{labels.step(step.order)}</StepOrder>}
          {step.title}
        </StepTitle>
        <Facts>
          <Fact>
            <dt>
              {labels.actor}
              {labels.labelSuffix}
            </dt>
            <dd>
              {step.actor.name}
              <Tag>{step.actor.type}</Tag>
            </dd>
          </Fact>
          <Fact>
            <dt>
              {labels.action}
              {labels.labelSuffix}
            </dt>
            <dd>
              {step.action}
              {step.transition && <Tag>{step.transition}</Tag>}
            </dd>
          </Fact>
          {step.expectedState && (
            <Fact>
              <dt>
                {labels.expectedState}
                {labels.labelSuffix}
              </dt>
              <dd>{step.expectedState}</dd>
            </Fact>
          )}
        </Facts>
        {step.hint && (
          <Hint>
            <strong>
              {labels.hint}
              {labels.labelSuffix || ': '}
            </strong>
            {step.hint}
          </Hint>
        )}
      </StepHead>
      <Body>
        <Fields>
          <Controls disabled={busy}>
            {fields.map((field) => {
              const shown = submitted || touched[field.key] ? errors[field.key] : undefined;
              const typed = drafts[field.key] ?? '';
              const common = {
                id: controlId(field.key),
                name: field.key,
                value: typed,
                placeholder: field.placeholder,
                onBlur: () => leave(field),
              };
              const amount = field.type === 'amount' ? parseYuan(typed) : null;
              const echo = amount && 'fen' in amount && errors[field.key] === undefined ? labels.amountEcho(formatYuan(amount.fen), amount.fen.toLocaleString('en-US')) : null;
              const help =
                field.help || echo ? (
                  <>
                    {field.help}
                    {field.help && echo && <br />}
                    {echo && <span data-testid={`amount-echo-${field.key}`}>{echo}</span>}
                  </>
                ) : undefined;
              return (
                <FormField
                  key={field.key}
                  label={field.label}
                  labelSuffix={labels.labelSuffix}
                  required={field.required}
                  help={help}
                  error={shown}
                  layout={fieldLayout}
                  htmlFor={controlId(field.key)}
                >
                  {field.type === 'org' ? (
                    <Select
                      {...common}
                      onChange={(event) => edit(field.key, event.target.value)}
                      placeholder={field.placeholder ?? labels.choose}
                      options={organizations.map((org) => ({ value: org.id, label: `${org.name} · ${org.type}` }))}
                    />
                  ) : (
                    <TextInput
                      {...common}
                      onChange={(event) => edit(field.key, event.target.value)}
                      inputMode={field.type === 'amount' ? 'decimal' : undefined}
                      maxLength={field.type === 'date' ? 10 : undefined}
                      autoComplete="off"
                      data-type={field.type}
                    />
                  )}
                </FormField>
              );
            })}
          </Controls>
          {error && (
            <FormAlert>
              <strong>
                {labels.refused}
                {labels.labelSuffix || ': '}
              </strong>
              {error}
            </FormAlert>
          )}
          <Submit>
            <Button type="submit" variant="primary" loading={busy}>
              {busy ? labels.submitting : labels.submit}
            </Button>
          </Submit>
        </Fields>
        <Preview aria-labelledby={`${id}-payload`}>
          <PreviewTitle id={`${id}-payload`}>{labels.payload}</PreviewTitle>
          <PreviewHint>{labels.payloadHint}</PreviewHint>
          <Payload data-testid="transaction-payload" tabIndex={0}>
            <code>{JSON.stringify(payload, null, 2)}</code>
          </Payload>
          <Facts>
            <Fact>
              <dt>
                {labels.publicKey}
                {labels.labelSuffix}
              </dt>
              <dd>
                <Mono title={step.actor.publicKey}>{shortHash(step.actor.publicKey, 10, 8)}</Mono>
              </dd>
            </Fact>
          </Facts>
        </Preview>
      </Body>
    </Root>
  );
});
