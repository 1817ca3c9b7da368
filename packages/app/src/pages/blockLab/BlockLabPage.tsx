import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type BlockLabAttempt, type BlockLabBlockInput, type BlockLabForkInput, type BlockLabTransactionInput } from '@finedu/domain';
import { Button, Card, ConfirmDialog, EmptyState, StateView, StatusBadge, Tabs, useToast } from '@finedu/ui';
import { sanitizeRichText } from '@finedu/ui/notebook';
import { useViewState } from '../../components/tableState';
import { toQueryError, useQuery } from '../../hooks/useQuery';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { StudyFrame } from '../cases/shared/StudyFrame';
import { ExplorerPanel } from './ExplorerPanel';
import { LabPanel } from './LabPanel';
import { transitionLabel } from './labModel';
import { Banner, Note, Row, SectionTitle, Stack, TableScroll } from './labStyles';
import { MerklePanel } from './MerklePanel';
import { TamperPanel } from './TamperPanel';
import { useMiner } from './useMiner';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: var(--ui-space-3);
  h1 {
    margin: var(--ui-space-2) 0;
    font-size: var(--ui-font-size-h2);
    line-height: 1.3;
  }
`;

const Score = styled.strong`
  font-size: var(--ui-font-size-h3);
  font-variant-numeric: tabular-nums;
`;

const RichText = styled.div`
  line-height: 1.8;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The `:id` of the route (a block case id) and the `?attempt=` a teacher opens read-only. */
function useLabParams(): { caseId: number | null; attemptId: number | null } {
  const { id } = useParams();
  const [params] = useSearchParams();
  const positive = (raw: string | null | undefined) => {
    const value = Number(raw);
    return raw && Number.isInteger(value) && value > 0 ? value : null;
  };
  return { caseId: positive(id), attemptId: positive(params.get('attempt')) };
}

function TheoryPanel({ attempt }: { attempt: BlockLabAttempt }) {
  const t = useT();
  const html = sanitizeRichText(attempt.case.theory);
  return (
    <Card>
      <Stack>
        <SectionTitle>{t('blockLab.theory.objectives')}</SectionTitle>
        <ul>
          {attempt.case.objectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </ul>
        <SectionTitle>{t('blockLab.tab.theory')}</SectionTitle>
        {html.trim() ? <RichText dangerouslySetInnerHTML={{ __html: html }} /> : <Note>{t('blockLab.theory.empty')}</Note>}
      </Stack>
    </Card>
  );
}

function ReportPanel({ attempt }: { attempt: BlockLabAttempt }) {
  const t = useT();
  const { locale } = useLocale();
  const grade = attempt.grade;
  const stepOf = (order: number) => attempt.case.process.find((step) => step.order === order);
  return (
    <Card>
      <Stack>
        <Row>
          <Score>{t('blockLab.score', { score: grade.score })}</Score>
          <StatusBadge tone={grade.chain_valid ? 'success' : 'danger'}>{grade.chain_valid ? t('blockLab.report.chainValid') : t('blockLab.report.chainInvalid')}</StatusBadge>
        </Row>
        <SectionTitle>{t('blockLab.report.steps')}</SectionTitle>
        <TableScroll>
          <table aria-label={t('blockLab.report.steps')}>
            <thead>
              <tr>
                <th scope="col">{t('blockLab.report.order')}</th>
                <th scope="col">{t('blockLab.report.step')}</th>
                <th scope="col">{t('blockLab.report.weight')}</th>
                <th scope="col">{t('blockLab.report.earned')}</th>
                <th scope="col">{t('blockLab.report.message')}</th>
              </tr>
            </thead>
            <tbody>
              {grade.steps.map((step) => {
                const process = stepOf(step.order);
                return (
                  <tr key={step.order}>
                    <td>{step.order}</td>
                    <td>{process ? `${transitionLabel(attempt, process.transition)} · ${process.asset}` : ''}</td>
                    <td>{step.weight}</td>
                    <td>{step.earned}</td>
                    <td className="wrap">{locale === 'en-US' ? step.message.en : step.message.zh}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <SectionTitle>{t('blockLab.report.finalStates')}</SectionTitle>
        <TableScroll>
          <table aria-label={t('blockLab.report.finalStates')}>
            <thead>
              <tr>
                <th scope="col">{t('blockLab.report.asset')}</th>
                <th scope="col">{t('blockLab.report.expected')}</th>
                <th scope="col">{t('blockLab.report.actual')}</th>
                <th scope="col">{t('blockLab.check.valid')}</th>
              </tr>
            </thead>
            <tbody>
              {grade.final_states.map((state) => (
                <tr key={state.asset}>
                  <td>{state.asset}</td>
                  <td>{state.expected}</td>
                  <td>{state.actual}</td>
                  <td>{state.ok ? t('blockLab.ok') : t('blockLab.fail')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Stack>
    </Card>
  );
}

/**
 * BlockLab (/block_case/lab/:id): the student's blockchain lab, outside the college layout. Opens (or creates) the
 * caller's attempt at the case, or with `?attempt=` someone's attempt read-only (a teacher). After every call the
 * page shows the attempt the server answered.
 */
export default function BlockLabPage() {
  const t = useT();
  const toast = useToast();
  const { blockLab } = useServices();
  const { caseId, attemptId } = useLabParams();
  const query = useQuery(
    (signal) => (caseId === null ? Promise.resolve(null) : attemptId !== null ? blockLab.get(attemptId, { signal, silent: true }) : blockLab.start(caseId, { signal, silent: true })),
    [caseId, attemptId],
  );
  const view = useViewState(query, {}, () => false);
  const [answered, setAnswered] = useState<BlockLabAttempt | null>(null);
  const [tab, setTab] = useState('lab');
  const [proofTx, setProofTx] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resetting, setResetting] = useState(false);
  const miner = useMiner();
  useEffect(() => setAnswered(null), [query.data]);
  const attempt = answered ?? query.data ?? null;

  const transact = async (input: BlockLabTransactionInput): Promise<string | null> => {
    if (!attempt) return null;
    setBusy(true);
    try {
      setAnswered(await blockLab.transact(attempt.id, input, { silent: true }));
      toast.success(t('blockLab.txAccepted'));
      return null;
    } catch (reason) {
      return toQueryError(reason).message;
    } finally {
      setBusy(false);
    }
  };

  const submitBlock = async (block: BlockLabBlockInput) => {
    if (!attempt) return;
    setBusy(true);
    try {
      const next = await blockLab.submitBlock(attempt.id, block, { silent: true });
      setAnswered(next);
      toast.success(t('blockLab.blockAccepted', { height: next.blocks[next.blocks.length - 1]?.height ?? 0 }));
    } catch (reason) {
      toast.error(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const checkFork = (body: BlockLabForkInput) => blockLab.checkFork(attempt!.id, body, { silent: true });

  const reset = async () => {
    if (!attempt) return;
    try {
      setAnswered(await blockLab.reset(attempt.id, { silent: true }));
      toast.success(t('blockLab.resetDone'));
    } catch (reason) {
      toast.error(toQueryError(reason).message);
    } finally {
      setResetting(false);
    }
  };

  const back = <Link to={routePath('EduBlockCases')}>{t('blockLab.back')}</Link>;

  if (caseId === null) {
    return (
      <StudyFrame>
        <Stack>
          {back}
          <EmptyState title={t('blockLab.notFound')} description={t('blockLab.notFoundText')} />
        </Stack>
      </StudyFrame>
    );
  }

  return (
    <StudyFrame>
      <Stack>
        {back}
        <StateView state={view.state} {...view.stateMessages}>
          {attempt && (
            <Stack>
              <Header>
                <div>
                  <h1>{attempt.case.title}</h1>
                  <Row>
                    <StatusBadge tone="neutral">{t(`blockCase.scenario.${attempt.case.scenario}` as MessageId)}</StatusBadge>
                    <StatusBadge tone="neutral">{t(`blockCase.consensus.${attempt.case.consensus}` as MessageId)}</StatusBadge>
                    <StatusBadge tone={attempt.status === 'completed' ? 'success' : 'primary'}>{t(`blockLab.status.${attempt.status}` as MessageId)}</StatusBadge>
                  </Row>
                </div>
                <Row>
                  <Score>{t('blockLab.score', { score: attempt.score })}</Score>
                  <span>{t('blockLab.stepsDone', { done: attempt.steps_done, count: attempt.step_count })}</span>
                  {!attempt.read_only && <Button onClick={() => setResetting(true)}>{t('blockLab.reset')}</Button>}
                </Row>
              </Header>
              {attempt.read_only && <Banner role="note">{t('blockLab.readOnly', { name: attempt.user_name })}</Banner>}
              <Tabs
                aria-label={t('blockLab.tabs')}
                activeKey={tab}
                onChange={setTab}
                items={[
                  { key: 'lab', label: t('blockLab.tab.lab'), content: <LabPanel attempt={attempt} miner={miner} onTransact={transact} onSubmitBlock={submitBlock} busy={busy} /> },
                  {
                    key: 'explorer',
                    label: t('blockLab.tab.explorer'),
                    content: (
                      <ExplorerPanel
                        attempt={attempt}
                        onShowProof={(txId) => {
                          setProofTx(txId);
                          setTab('merkle');
                        }}
                      />
                    ),
                  },
                  { key: 'tamper', label: t('blockLab.tab.tamper'), content: <TamperPanel key={attempt.blocks.length} attempt={attempt} checkFork={checkFork} /> },
                  { key: 'merkle', label: t('blockLab.tab.merkle'), content: <MerklePanel key={`${attempt.blocks.length}-${proofTx ?? ''}`} attempt={attempt} txId={proofTx} /> },
                  { key: 'theory', label: t('blockLab.tab.theory'), content: <TheoryPanel attempt={attempt} /> },
                  { key: 'report', label: t('blockLab.tab.report'), content: <ReportPanel attempt={attempt} /> },
                ]}
              />
            </Stack>
          )}
        </StateView>
      </Stack>
      <ConfirmDialog
        open={resetting}
        title={t('blockLab.resetTitle')}
        description={t('blockLab.resetText')}
        variant="danger"
        confirmLabel={t('blockLab.reset')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onConfirm={reset}
        onCancel={() => setResetting(false)}
      />
    </StudyFrame>
  );
}
