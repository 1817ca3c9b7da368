import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BLOCK_CASE_LIMITS, type BlockBusiness, type BlockCaseDetail, type BlockCaseProblem, type BlockProcessStep } from '@finedu/domain';
import { Button, Card, EmptyState, FormAlert, FormField, Select, TextInput, useToast } from '@finedu/ui';
import { errorText } from '../Login/useSignIn';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { CaseFrame, Stack } from './CaseFrame';
import { StepFormEditor, amountDefault } from './StepFormEditor';
import { ProblemList, blockCaseLink, stepAnchor, stepFromHash } from './blockCaseShared';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  align-items: start;
  /* Fields keep no bottom margin of their own in the grid: the last one would otherwise sit lower than the rest. */
  && > * {
    margin-bottom: 0;
  }
  gap: var(--ui-space-3) var(--ui-space-4);
  margin-bottom: var(--ui-space-4);
`;

const StepHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  margin-bottom: var(--ui-space-3);

  h3 {
    margin: 0;
    font-size: 15px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
`;

/** A step's card; it takes focus (and shows it) when a problem's link brings it into view. */
const StepCard = styled(Card)`
  /* Below the sticky header, not under it. */
  scroll-margin-top: calc(var(--ui-layout-header-height) + var(--ui-space-4));

  &:focus {
    outline: 2px solid var(--ui-color-primary);
    outline-offset: 2px;
  }
`;

/** A step as edited, with a stable id for React's keys while steps move. */
type Draft = BlockProcessStep & { uid: number };

let nextUid = 1;
const draftOf = (step: BlockProcessStep): Draft => ({ ...step, uid: nextUid++ });

const blankStep = (detail: BlockCaseDetail, business: BlockBusiness | null, order: number): Draft =>
  draftOf({
    order,
    actor: detail.organizations[0]?.key ?? '',
    transition: business?.transitions[0]?.name ?? '',
    asset: 'asset-1',
    precondition: business?.initial_state ?? '',
    form: {},
    expected_state: business?.transitions[0]?.to ?? '',
    hint: '',
    weight: 10,
  });

/** Scrolls a step's card into view and focuses it (problems link here; so does `#block-step-N` in the address). */
function focusStep(order: number) {
  const card = document.getElementById(stepAnchor(order));
  if (!card) return;
  // jsdom has no scrollIntoView; a browser always does.
  card.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  card.focus({ preventScroll: true });
}

/** BlockCaseProcess (/admin/block_case/process?case=id): the ordered steps, saved at once, with the problems named by step. */
export default function BlockCaseProcessPage() {
  const t = useT();
  return <CaseFrame title={t('blockCase.proc.title')}>{(detail) => <ProcessEditor key={detail.id} detail={detail} />}</CaseFrame>;
}

function ProcessEditor({ detail }: { detail: BlockCaseDetail }) {
  const t = useT();
  const toast = useToast();
  const { blockCases } = useServices();
  const frozen = detail.status === 'published';
  const business = detail.business;
  const [steps, setSteps] = useState<Draft[]>(() => detail.process.map(draftOf));
  const [problems, setProblems] = useState<BlockCaseProblem[]>(detail.problems);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  /** Amount defaults as typed in 元, by `${uid}:${fieldKey}`: a typo stays on screen and stops the save. */
  const [amountDrafts, setAmountDrafts] = useState<Record<string, string>>({});
  const { hash } = useLocation();

  // Arriving from a problem on another editor (…/process?case=3#block-step-2) brings that step into view once.
  useEffect(() => {
    const order = stepFromHash(hash);
    if (order !== null) focusStep(order);
    // Only the address it opened with: later edits must not pull the page back.
  }, []);

  const draftsOf = (uid: number): Record<string, string> =>
    Object.fromEntries(Object.entries(amountDrafts).flatMap(([id, typed]) => (id.startsWith(`${uid}:`) ? [[id.slice(String(uid).length + 1), typed]] : [])));
  const dropDrafts = (uid: number) => setAmountDrafts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !id.startsWith(`${uid}:`))));

  const states = business?.states ?? [];
  const stateOptions = states.map((state) => ({ value: state, label: state }));
  const transitionOf = (name: string) => business?.transitions.find((item) => item.name === name);

  const patch = (uid: number, change: Partial<BlockProcessStep>) => setSteps((current) => current.map((step) => (step.uid === uid ? { ...step, ...change } : step)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((current) => {
      const next = [...current];
      const [step] = next.splice(index, 1);
      next.splice(index + by, 0, step!);
      return next;
    });

  const save = async () => {
    setFailure('');
    const wrong = steps.findIndex((step) => {
      const drafts = draftsOf(step.uid);
      return (transitionOf(step.transition)?.fields ?? []).some((field) => field.type === 'amount' && drafts[field.key] !== undefined && amountDefault(drafts[field.key]!) === 'invalid');
    });
    if (wrong >= 0) {
      setFailure(t('blockCase.proc.fixDefaults', { order: wrong + 1 }));
      focusStep(wrong + 1);
      return;
    }
    setSaving(true);
    try {
      const body = steps.map(({ uid: _uid, ...step }, index) => ({ ...step, order: index + 1 }));
      const answer = await blockCases.putProcess(detail.id, body, { silent: true });
      setSteps(answer.steps.map(draftOf));
      setAmountDrafts({});
      setProblems(answer.problems);
      toast.success(t('blockCase.proc.saved'));
    } catch (reason) {
      setFailure(errorText(reason, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  if (business === null) {
    return (
      <Card>
        <EmptyState title={t('blockCase.proc.noBusiness')} />
      </Card>
    );
  }

  return (
    <Stack>
      <ProblemList problems={problems} intro={t('blockCase.problemsWarn')} label={t('blockCase.problemsTitle')} stepHref={(order) => `${blockCaseLink('BlockCaseProcess', detail.id)}#${stepAnchor(order)}`} onStep={focusStep} />
      {steps.length === 0 && (
        <Card>
          <EmptyState title={t('blockCase.proc.empty')} description={frozen ? undefined : t('blockCase.proc.emptyDescription')} />
        </Card>
      )}
      {steps.map((step, index) => {
        const order = index + 1;
        const transition = transitionOf(step.transition);
        return (
          <StepCard key={step.uid} id={stepAnchor(order)} tabIndex={-1} role="group" aria-label={t('blockCase.proc.step', { order })}>
            <StepHead>
              <h3>{t('blockCase.proc.step', { order })}</h3>
              {!frozen && (
                <Buttons>
                  <Button size="small" aria-label={t('blockCase.proc.up', { order })} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </Button>
                  <Button size="small" aria-label={t('blockCase.proc.down', { order })} disabled={index === steps.length - 1} onClick={() => move(index, 1)}>
                    ↓
                  </Button>
                  <Button size="small" variant="danger" aria-label={t('blockCase.proc.remove', { order })} onClick={() => setSteps((current) => current.filter((other) => other.uid !== step.uid))}>
                    {t('blockCase.biz.remove')}
                  </Button>
                </Buttons>
              )}
            </StepHead>
            <Grid>
              <FormField layout="vertical" label={t('blockCase.proc.actor')}>
                <Select disabled={frozen} value={step.actor} options={detail.organizations.map((org) => ({ value: org.key, label: org.name }))} placeholder={t('common.selectPlaceholder')} onChange={(event) => patch(step.uid, { actor: event.target.value })} />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.proc.transition')}>
                <Select
                  disabled={frozen}
                  value={step.transition}
                  placeholder={t('common.selectPlaceholder')}
                  options={business.transitions.map((item) => ({ value: item.name, label: item.label }))}
                  onChange={(event) => {
                    dropDrafts(step.uid);
                    patch(step.uid, { transition: event.target.value, expected_state: transitionOf(event.target.value)?.to ?? step.expected_state, form: {} });
                  }}
                />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.proc.asset')}>
                <TextInput disabled={frozen} value={step.asset} maxLength={64} onChange={(event) => patch(step.uid, { asset: event.target.value })} />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.proc.precondition')}>
                <Select disabled={frozen} value={step.precondition} placeholder={t('common.selectPlaceholder')} options={stateOptions} onChange={(event) => patch(step.uid, { precondition: event.target.value })} />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.proc.expected')}>
                <Select disabled={frozen} value={step.expected_state} placeholder={t('common.selectPlaceholder')} options={stateOptions} onChange={(event) => patch(step.uid, { expected_state: event.target.value })} />
              </FormField>
              <FormField layout="vertical" label={t('blockCase.proc.weight')}>
                <TextInput disabled={frozen} type="number" value={String(step.weight)} onChange={(event) => patch(step.uid, { weight: Math.trunc(Number(event.target.value) || 0) })} />
              </FormField>
            </Grid>
            <FormField layout="vertical" label={t('blockCase.proc.hint')}>
              <TextInput disabled={frozen} value={step.hint} maxLength={BLOCK_CASE_LIMITS.text} onChange={(event) => patch(step.uid, { hint: event.target.value })} />
            </FormField>
            {transition && (transition.fields.length > 0 || Object.keys(step.form).length > 0) && (
              <StepFormEditor
                transition={transition}
                form={step.form}
                organizations={detail.organizations}
                amountDrafts={draftsOf(step.uid)}
                onAmountDraft={(key, typed) => setAmountDrafts((current) => ({ ...current, [`${step.uid}:${key}`]: typed }))}
                onChange={(form) => patch(step.uid, { form })}
                disabled={frozen}
                label={`${t('blockCase.proc.step', { order })} ${t('blockCase.proc.defaults')}`}
              />
            )}
          </StepCard>
        );
      })}
      <FormAlert>{failure}</FormAlert>
      {!frozen && (
        <Buttons>
          <Button disabled={steps.length >= BLOCK_CASE_LIMITS.steps} onClick={() => setSteps((current) => [...current, blankStep(detail, business, current.length + 1)])}>
            {t('blockCase.proc.addStep')}
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {saving ? t('common.saving') : t('blockCase.save')}
          </Button>
        </Buttons>
      )}
    </Stack>
  );
}
