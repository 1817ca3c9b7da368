import { useState } from 'react';
import styled from 'styled-components';
import { BLOCK_CASE_LIMITS, BLOCK_FIELD_TYPES, BLOCK_ORGANIZATION_TYPES, BlockBusiness, type BlockBusinessField, type BlockCaseDetail, type BlockCaseProblem, type BlockFieldType, type BlockTransition } from '@finedu/domain';
import { Button, Card, Checkbox, FormAlert, FormField, Select, TextInput, useToast } from '@finedu/ui';
import { errorText } from '../Login/useSignIn';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { CaseFrame, Stack } from './CaseFrame';
import { TransitionPaymentEditor, renamePaymentField } from './TransitionPaymentEditor';
import { ProblemList, blockCaseLink, stepAnchor } from './blockCaseShared';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--ui-space-2) var(--ui-space-3);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: start;
  /* Fields keep no bottom margin of their own in the grid: the last one would otherwise sit lower than the rest. */
  && > * {
    margin-bottom: 0;
  }
  gap: var(--ui-space-3) var(--ui-space-4);
  margin-bottom: var(--ui-space-4);
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding: 2px var(--ui-space-2);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  font-family: var(--ui-font-mono, monospace);
  font-size: 13px;

  button {
    border: 0;
    background: none;
    cursor: pointer;
    color: var(--ui-color-text-secondary);
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-3);
`;

const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) minmax(120px, 1fr) 140px auto auto;
  align-items: center;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-2);

  /* On a phone each field takes two lines, set apart from the next; its remove button keeps its own width. */
  @media (max-width: 720px) {
    grid-template-columns: 1fr 1fr;
    padding-top: var(--ui-space-2);
    border-top: 1px dashed var(--ui-color-border);

    & > button {
      justify-self: start;
    }
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--ui-space-2);
  margin-bottom: var(--ui-space-3);

  h3 {
    margin: 0;
    font-size: 15px;
  }
`;

const emptyBusiness = (): BlockBusiness => ({ asset: '', states: [], initial_state: '', transitions: [] });

const blankTransition = (states: string[], index: number): BlockTransition => ({
  name: `step-${index}`,
  label: '',
  from: states[0] ? [states[0]] : [],
  to: states[1] ?? states[0] ?? '',
  actor_types: ['core_enterprise'],
  fields: [],
});

/** BlockCaseBusiness (/admin/block_case/business?case=id): the asset's state machine; saving answers the case's problems. */
export default function BlockCaseBusinessPage() {
  const t = useT();
  return <CaseFrame title={t('blockCase.biz.title')}>{(detail) => <BusinessEditor key={detail.id} detail={detail} />}</CaseFrame>;
}

function BusinessEditor({ detail }: { detail: BlockCaseDetail }) {
  const t = useT();
  const toast = useToast();
  const { blockCases } = useServices();
  const frozen = detail.status === 'published';
  const [business, setBusiness] = useState<BlockBusiness>(() => detail.business ?? emptyBusiness());
  const [problems, setProblems] = useState<BlockCaseProblem[]>(detail.problems);
  const [newState, setNewState] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (change: Partial<BlockBusiness>) => setBusiness((current) => ({ ...current, ...change }));
  const setTransition = (index: number, change: Partial<BlockTransition>) => set({ transitions: business.transitions.map((item, at) => (at === index ? { ...item, ...change } : item)) });
  const setField = (index: number, fieldIndex: number, change: Partial<BlockBusinessField>) => {
    const transition = business.transitions[index]!;
    const before = transition.fields[fieldIndex]!.key;
    setTransition(index, {
      fields: transition.fields.map((field, at) => (at === fieldIndex ? { ...field, ...change } : field)),
      // The payment follows a field whose key is being edited, instead of pointing at a key that is gone.
      payment: change.key === undefined ? transition.payment : renamePaymentField(transition.payment, before, change.key),
    });
  };
  const toggle = <T extends string>(list: T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((item) => item !== value));
  const stateOptions = business.states.map((state) => ({ value: state, label: state }));

  const addState = () => {
    const state = newState.trim();
    if (!state || business.states.includes(state)) return;
    set({ states: [...business.states, state], initial_state: business.initial_state || state });
    setNewState('');
  };

  const save = async () => {
    setFailure('');
    const parsed = BlockBusiness.safeParse(business);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFailure(t('blockCase.invalid', { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' }));
      return;
    }
    setSaving(true);
    try {
      const answer = await blockCases.putBusiness(detail.id, parsed.data, { silent: true });
      if (answer.business) setBusiness(answer.business);
      setProblems(answer.problems);
      toast.success(t('blockCase.biz.saved'));
    } catch (reason) {
      setFailure(errorText(reason, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <ProblemList problems={problems} intro={t('blockCase.problemsWarn')} label={t('blockCase.problemsTitle')} stepHref={(order) => `${blockCaseLink('BlockCaseProcess', detail.id)}#${stepAnchor(order)}`} />
      {detail.business === null && !frozen && <p>{t('blockCase.biz.empty')}</p>}
      <Card>
        <Grid>
          <FormField layout="vertical" label={t('blockCase.biz.asset')} required>
            <TextInput disabled={frozen} value={business.asset} maxLength={100} onChange={(event) => set({ asset: event.target.value })} />
          </FormField>
          <FormField layout="vertical" label={t('blockCase.biz.initial')} required>
            <Select disabled={frozen} value={business.initial_state} placeholder={t('common.selectPlaceholder')} options={stateOptions} onChange={(event) => set({ initial_state: event.target.value })} />
          </FormField>
        </Grid>
        <FormField layout="vertical" label={t('blockCase.biz.states')} required>
          <Row>
            {business.states.map((state) => (
              <Chip key={state}>
                {state}
                {!frozen && (
                  <button type="button" aria-label={t('blockCase.biz.removeState', { state })} onClick={() => set({ states: business.states.filter((other) => other !== state), initial_state: business.initial_state === state ? '' : business.initial_state })}>
                    ×
                  </button>
                )}
              </Chip>
            ))}
          </Row>
        </FormField>
        {!frozen && (
          <Row>
            <TextInput aria-label={t('blockCase.biz.newState')} placeholder={t('blockCase.biz.newState')} value={newState} maxLength={64} onChange={(event) => setNewState(event.target.value)} />
            <Button disabled={business.states.length >= BLOCK_CASE_LIMITS.states} onClick={addState}>
              {t('blockCase.biz.addState')}
            </Button>
          </Row>
        )}
      </Card>
      {business.transitions.map((transition, index) => {
        const title = t('blockCase.biz.transition', { index: index + 1 });
        return (
          <Card key={index} role="group" aria-label={title}>
            <Head>
              <h3>
                {title}
                {transition.label ? ` · ${transition.label}` : ''}
              </h3>
              {!frozen && (
                <Button size="small" variant="danger" onClick={() => set({ transitions: business.transitions.filter((_, at) => at !== index) })}>
                  {t('blockCase.biz.remove')}
                </Button>
              )}
            </Head>
            <Grid>
              <FormField layout="vertical" label={t('blockCase.biz.name')} required>
                <TextInput disabled={frozen} value={transition.name} maxLength={64} onChange={(event) => setTransition(index, { name: event.target.value })} />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.biz.label')} required>
                <TextInput disabled={frozen} value={transition.label} maxLength={100} onChange={(event) => setTransition(index, { label: event.target.value })} />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.biz.to')} required>
                <Select disabled={frozen} value={transition.to} placeholder={t('common.selectPlaceholder')} options={stateOptions} onChange={(event) => setTransition(index, { to: event.target.value })} />
              </FormField>
            </Grid>
            <FormField layout="vertical" label={t('blockCase.biz.from')} required>
              <Checks role="group" aria-label={`${title} ${t('blockCase.biz.from')}`}>
                {business.states.map((state) => (
                  <Checkbox key={state} disabled={frozen} checked={transition.from.includes(state)} onChange={(event) => setTransition(index, { from: toggle(transition.from, state, event.target.checked) })}>
                    {state}
                  </Checkbox>
                ))}
              </Checks>
            </FormField>
            <FormField layout="vertical" label={t('blockCase.biz.actors')} required>
              <Checks role="group" aria-label={`${title} ${t('blockCase.biz.actors')}`}>
                {BLOCK_ORGANIZATION_TYPES.map((type) => (
                  <Checkbox key={type} disabled={frozen} checked={transition.actor_types.includes(type)} onChange={(event) => setTransition(index, { actor_types: toggle(transition.actor_types, type, event.target.checked) })}>
                    {t(`blockCase.orgType.${type}` as MessageId)}
                  </Checkbox>
                ))}
              </Checks>
            </FormField>
            <FormField layout="vertical" label={t('blockCase.biz.fields')}>
              <div>
                {transition.fields.map((field, fieldIndex) => (
                  <FieldRow key={fieldIndex}>
                    <TextInput disabled={frozen} aria-label={t('blockCase.biz.fieldKey')} placeholder={t('blockCase.biz.fieldKey')} value={field.key} maxLength={64} onChange={(event) => setField(index, fieldIndex, { key: event.target.value })} />
                    <TextInput disabled={frozen} aria-label={t('blockCase.biz.fieldLabel')} placeholder={t('blockCase.biz.fieldLabel')} value={field.label} maxLength={100} onChange={(event) => setField(index, fieldIndex, { label: event.target.value })} />
                    <Select disabled={frozen} aria-label={t('blockCase.biz.fieldType')} value={field.type} options={BLOCK_FIELD_TYPES.map((value) => ({ value, label: t(`blockCase.fieldType.${value}` as MessageId) }))} onChange={(event) => setField(index, fieldIndex, { type: event.target.value as BlockFieldType })} />
                    <Checkbox disabled={frozen} checked={field.required} onChange={(event) => setField(index, fieldIndex, { required: event.target.checked })}>
                      {t('blockCase.biz.required')}
                    </Checkbox>
                    {!frozen && (
                      <Button size="small" onClick={() => setTransition(index, { fields: transition.fields.filter((_, at) => at !== fieldIndex) })}>
                        {t('blockCase.biz.remove')}
                      </Button>
                    )}
                  </FieldRow>
                ))}
                {!frozen && (
                  <Button size="small" disabled={transition.fields.length >= BLOCK_CASE_LIMITS.fields} onClick={() => setTransition(index, { fields: [...transition.fields, { key: '', label: '', type: 'text', required: true }] })}>
                    {t('blockCase.biz.addField')}
                  </Button>
                )}
              </div>
            </FormField>
            <TransitionPaymentEditor
              transition={transition}
              label={`${title} ${t('blockCase.biz.payment')}`}
              problems={problems.filter((problem) => problem.code === 'bad_payment' && problem.subject === transition.name)}
              disabled={frozen}
              onChange={(payment) => setTransition(index, { payment })}
            />
          </Card>
        );
      })}
      <FormAlert>{failure}</FormAlert>
      {!frozen && (
        <Row>
          <Button disabled={business.transitions.length >= BLOCK_CASE_LIMITS.transitions} onClick={() => set({ transitions: [...business.transitions, blankTransition(business.states, business.transitions.length + 1)] })}>
            {t('blockCase.biz.addTransition')}
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {saving ? t('common.saving') : t('blockCase.save')}
          </Button>
        </Row>
      )}
    </Stack>
  );
}
