import { useState } from 'react';
import styled from 'styled-components';
import { checkTransaction, stepDefaults, type BlockLabAttempt, type BlockLabBlockInput, type BlockLabTransactionInput } from '@finedu/domain';
import { Card, FormField, Select, StatusBadge, TransactionForm, transactionFormLabelsEnUS, type TransactionFormValues } from '@finedu/ui';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { mempoolTransactions, orgNamer, stepFields, stepStates, transitionLabel, type StepState } from './labModel';
import { Mono, Note, SectionTitle, Split, Stack } from './labStyles';
import { ProducePanel } from './ProducePanel';
import type { Miner } from './useMiner';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

const StepButton = styled.button<{ $state: StepState; $selected: boolean }>`
  width: 100%;
  text-align: left;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  padding: var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  border: 1px solid ${(p) => (p.$selected ? 'var(--ui-color-primary)' : 'var(--ui-color-border)')};
  background: ${(p) => (p.$state === 'current' ? 'var(--ui-color-primary-subtle)' : 'var(--ui-color-surface)')};
  color: var(--ui-color-text);
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--ui-color-primary);
    outline-offset: 2px;
  }
`;

const StepHead = styled.span`
  display: flex;
  justify-content: space-between;
  gap: var(--ui-space-2);
  font-weight: 600;
`;

const Pool = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ui-space-2);
    padding: var(--ui-space-2) 0;
    border-bottom: 1px solid var(--ui-color-border);
  }
`;

const TONE: Record<StepState, 'success' | 'warning' | 'primary' | 'neutral'> = { done: 'success', pending: 'warning', current: 'primary', waiting: 'neutral' };

export interface LabPanelProps {
  attempt: BlockLabAttempt;
  miner: Miner;
  /** Sends a transaction; resolves with null when the server took it, or its refusal in the user's language. */
  onTransact: (input: BlockLabTransactionInput) => Promise<string | null>;
  onSubmitBlock: (block: BlockLabBlockInput) => Promise<void>;
  busy: boolean;
}

/** 实验: the process steps with their states, the role switch, the current step's form, the mempool and 出块. */
export function LabPanel({ attempt, miner, onTransact, onSubmitBlock, busy }: LabPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const name = orgNamer(attempt);
  const states = stepStates(attempt);
  const steps = attempt.case.process;
  const currentIndex = states.indexOf('current');
  const [chosen, setChosen] = useState<number | null>(null);
  const stepIndex = chosen !== null && states[chosen] !== 'done' ? chosen : currentIndex;
  const step = stepIndex >= 0 ? steps[stepIndex] : undefined;
  const [roleChoice, setRole] = useState<string | null>(null);
  const role = roleChoice ?? step?.actor ?? attempt.case.organizations[0]?.key ?? '';
  const actor = attempt.case.organizations.find((org) => org.key === role);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const readOnly = attempt.read_only;
  const pool = mempoolTransactions(attempt);

  const choose = (index: number) => {
    setChosen(index);
    setRole(steps[index]!.actor);
    setError(null);
  };

  const submit = async (values: TransactionFormValues) => {
    if (!step) return;
    setError(null);
    const refusal = await onTransact({ actor: role, transition: step.transition, asset: step.asset, fields: values });
    if (refusal === null) {
      setChosen(null);
      setRole(null);
      setFormKey((n) => n + 1);
    } else setError(refusal);
  };

  const defaults = step ? Object.fromEntries(Object.entries(stepDefaults(step)).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')) : {};
  const transition = step ? attempt.case.business.transitions.find((item) => item.name === step.transition) : undefined;

  return (
    <Split>
      <Card>
        <nav aria-label={t('blockLab.steps')}>
          <SectionTitle>{t('blockLab.steps')}</SectionTitle>
          <Steps>
            {steps.map((item, index) => (
              <li key={item.order}>
                <StepButton type="button" $state={states[index]!} $selected={index === stepIndex} aria-current={states[index] === 'current' ? 'step' : undefined} disabled={readOnly} onClick={() => choose(index)}>
                  <StepHead>
                    <span>{t('blockLab.step', { order: item.order, action: transitionLabel(attempt, item.transition) })}</span>
                    <StatusBadge tone={TONE[states[index]!]}>{t(`blockLab.stepState.${states[index]!}` as MessageId)}</StatusBadge>
                  </StepHead>
                  <span>{name(item.actor)}</span>
                  {states[index] === 'current' && item.hint && <Note>{item.hint}</Note>}
                </StepButton>
              </li>
            ))}
          </Steps>
          {currentIndex < 0 && <Note role="status">{t('blockLab.allDone')}</Note>}
        </nav>
      </Card>
      <Stack>
        {!readOnly && (
          <Card>
            <Stack>
              <FormField label={t('blockLab.role')} help={t('blockLab.roleHelp')}>
                <Select
                  value={role}
                  options={attempt.case.organizations.map((org) => ({
                    value: org.key,
                    label: `${org.name}（${t(`blockCase.orgType.${org.type}` as MessageId)}${org.validator ? ` · ${t('blockLab.validator')}` : ''}）`,
                  }))}
                  onChange={(event) => {
                    setRole(event.target.value);
                    setError(null);
                  }}
                />
              </FormField>
              {step && actor && (
                <TransactionForm
                  key={`${step.order}-${formKey}`}
                  step={{
                    order: step.order,
                    title: transitionLabel(attempt, step.transition),
                    actor: { name: actor.name, type: t(`blockCase.orgType.${actor.type}` as MessageId), publicKey: actor.public_key },
                    action: transitionLabel(attempt, step.transition),
                    transition: transition ? `${step.precondition} → ${transition.to}` : undefined,
                    hint: step.hint || undefined,
                    expectedState: step.expected_state,
                  }}
                  fields={stepFields(attempt, step)}
                  organizations={attempt.case.organizations.map((org) => ({ id: org.key, name: org.name, type: t(`blockCase.orgType.${org.type}` as MessageId) }))}
                  defaultValue={defaults}
                  onSubmit={(values) => void submit(values)}
                  busy={busy}
                  error={error}
                  buildPayload={(values) => ({ from: role, action: step.transition, asset: step.asset, fields: values, signer: actor.public_key })}
                  labels={locale === 'en-US' ? transactionFormLabelsEnUS : undefined}
                />
              )}
            </Stack>
          </Card>
        )}
        <Card>
          <section aria-label={t('blockLab.mempool')}>
            <SectionTitle>{t('blockLab.mempool')}</SectionTitle>
            {pool.length === 0 ? (
              <Note>{t('blockLab.mempoolEmpty')}</Note>
            ) : (
              <Pool>
                {pool.map((tx) => {
                  const valid = checkTransaction(tx).valid;
                  return (
                    <li key={tx.id}>
                      <Mono title={tx.id}>{tx.id.slice(0, 16)}…</Mono>
                      <span>
                        {name(tx.from)} · {transitionLabel(attempt, tx.action)} · {tx.asset}
                      </span>
                      <StatusBadge tone={valid ? 'success' : 'danger'}>{valid ? t('blockLab.signatureValid') : t('blockLab.signatureInvalid')}</StatusBadge>
                    </li>
                  );
                })}
              </Pool>
            )}
          </section>
        </Card>
        {!readOnly && (pool.length > 0 || miner.result) && (
          <Card>
            <ProducePanel attempt={attempt} txs={pool.slice(0, attempt.case.tx_per_block)} role={role} miner={miner} onSubmit={onSubmitBlock} busy={busy} />
          </Card>
        )}
      </Stack>
    </Split>
  );
}
