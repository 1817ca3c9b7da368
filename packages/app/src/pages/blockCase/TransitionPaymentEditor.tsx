import styled from 'styled-components';
import type { BlockCaseProblem, BlockTransition, BlockTransitionPayment } from '@finedu/domain';
import { Checkbox, FormAlert, FormField, Select, type SelectOption } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { EditorFieldset as Box } from './blockCaseShared';

const Parts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--ui-space-3) var(--ui-space-4);
  margin-top: var(--ui-space-3);

  && > * {
    margin-bottom: 0;
  }
`;

const Help = styled.p`
  margin: var(--ui-space-1) 0 0;
  color: var(--ui-color-text-secondary);
  font-size: 13px;
`;

/** The payment a transition gets when the author turns it on: the first required amount field, from the actor to the first org field. */
export function defaultPayment(transition: Pick<BlockTransition, 'fields'>): BlockTransitionPayment | undefined {
  const amount = transition.fields.find((field) => field.type === 'amount' && field.required && field.key);
  if (!amount) return undefined;
  const org = transition.fields.find((field) => field.type === 'org' && field.required && field.key);
  return { amount: amount.key, from: 'actor', to: org?.key ?? 'actor' };
}

/** A payment that keeps following a field whose key was edited (`from` → `to`). */
export function renamePaymentField(payment: BlockTransitionPayment | undefined, from: string, to: string): BlockTransitionPayment | undefined {
  if (!payment || from === to) return payment;
  const follow = (ref: string) => (ref === from ? to : ref);
  return { amount: follow(payment.amount), from: follow(payment.from), to: follow(payment.to) };
}

export interface TransitionPaymentEditorProps {
  transition: BlockTransition;
  /** The accessible name of the box, e.g. "转换 2 资金划转". */
  label: string;
  /** The server's `bad_payment` problems of this transition, shown under the editor. */
  problems: readonly BlockCaseProblem[];
  disabled: boolean;
  onChange: (payment: BlockTransitionPayment | undefined) => void;
}

/**
 * The money a transition moves (off by default): which of its required amount fields, paid by the acting
 * organization or one of its required org fields, to the actor or another of those org fields. A reference that
 * no longer fits (a field removed, made optional or retyped) stays visible as such until the author picks again.
 */
export function TransitionPaymentEditor({ transition, label, problems, disabled, onChange }: TransitionPaymentEditorProps) {
  const t = useT();
  const { payment } = transition;
  const candidate = defaultPayment(transition);
  const named = (key: string) => transition.fields.find((field) => field.key === key)?.label || key;
  const withStale = (options: SelectOption[], value: string): SelectOption[] =>
    value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: t('blockCase.biz.paymentStale', { key: value }) }];
  const amountOptions = transition.fields.filter((field) => field.type === 'amount' && field.required && field.key).map((field) => ({ value: field.key, label: named(field.key) }));
  const partyOptions = [
    { value: 'actor', label: t('blockCase.biz.paymentActor') },
    ...transition.fields.filter((field) => field.type === 'org' && field.required && field.key).map((field) => ({ value: field.key, label: named(field.key) })),
  ];
  const set = (change: Partial<BlockTransitionPayment>) => payment && onChange({ ...payment, ...change });

  return (
    <Box aria-label={label}>
      <legend>{t('blockCase.biz.payment')}</legend>
      <Checkbox disabled={disabled || (!payment && !candidate)} checked={payment !== undefined} onChange={(event) => onChange(event.target.checked ? candidate : undefined)}>
        {t('blockCase.biz.paymentOn')}
      </Checkbox>
      <Help>{payment || candidate ? t('blockCase.biz.paymentHelp') : t('blockCase.biz.paymentNeedsAmount')}</Help>
      {payment && (
        <Parts>
          <FormField layout="vertical" label={t('blockCase.biz.paymentAmount')} required>
            <Select disabled={disabled} value={payment.amount} options={withStale(amountOptions, payment.amount)} onChange={(event) => set({ amount: event.target.value })} />
          </FormField>
          <FormField layout="vertical" label={t('blockCase.biz.paymentFrom')} required>
            <Select disabled={disabled} value={payment.from} options={withStale(partyOptions, payment.from)} onChange={(event) => set({ from: event.target.value })} />
          </FormField>
          <FormField layout="vertical" label={t('blockCase.biz.paymentTo')} required>
            <Select disabled={disabled} value={payment.to} options={withStale(partyOptions, payment.to)} onChange={(event) => set({ to: event.target.value })} />
          </FormField>
        </Parts>
      )}
      {problems.length > 0 && (
        <FormAlert>
          {problems.map((problem, index) => (
            <div key={index}>{problem.message}</div>
          ))}
        </FormAlert>
      )}
    </Box>
  );
}
