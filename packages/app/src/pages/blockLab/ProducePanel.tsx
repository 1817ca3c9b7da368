import { useMemo, useState } from 'react';
import {
  hashBlock,
  nextBlockHeader,
  simulatePbft,
  simulateRaft,
  type BlockLabAttempt,
  type BlockLabBlockInput,
  type BlockLabTransaction,
  type PbftSimulation,
  type RaftSimulation,
} from '@finedu/domain';
import { Button, Card, ConsensusPlayer, FormAlert, FormField, Select, consensusPlayerLabelsEnUS, type ConsensusEvent, type ConsensusNode } from '@finedu/ui';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { orgNamer, validatorKeys } from './labModel';
import { Facts, Mono, Note, Row, SectionTitle, Stack } from './labStyles';
import type { Miner } from './useMiner';

const RAFT_KIND: Record<string, string> = { request_vote: 'request-vote', append_entries: 'append-entries' };
const RAFT_PHASE: Record<string, string> = { timeout: 'election', request_vote: 'election', vote: 'election', leader: 'election', append_entries: 'append', ack: 'append', commit: 'append' };

function pbftEvents(simulation: PbftSimulation, digest: string): ConsensusEvent[] {
  return simulation.rounds.flatMap((round) => round.messages).map((message, index) => ({
    t: index,
    phase: message.phase,
    from: message.from,
    to: message.to,
    kind: message.phase,
    ok: !message.faulty && (message.phase === 'view-change' || message.digest === digest),
    detail: message.phase === 'view-change' ? `view ${message.view}` : message.digest.slice(0, 8),
  }));
}

function raftEvents(simulation: RaftSimulation): ConsensusEvent[] {
  return simulation.events.map((event, index) => ({
    t: index,
    phase: RAFT_PHASE[event.kind] ?? event.kind,
    from: event.from,
    to: event.to,
    kind: RAFT_KIND[event.kind] ?? event.kind,
    ok: event.granted !== false,
    detail: `term ${event.term}`,
  }));
}

export interface ProducePanelProps {
  attempt: BlockLabAttempt;
  /** The mempool's first `tx_per_block` transactions, in order: what the block takes. */
  txs: readonly BlockLabTransaction[];
  /** The organization the student acts as (the proof-of-work miner when it is a validator). */
  role: string;
  miner: Miner;
  /** Sends the mined block; resolves once the server answered. */
  onSubmit: (block: BlockLabBlockInput) => Promise<void>;
  busy: boolean;
}

/**
 * 出块: by the case's consensus. PoW searches the nonce in the worker with the visible search; PBFT and Raft play
 * the round among the validators first, then seal the block (mined at the case's difficulty, in the worker too) with
 * the primary or leader as proposer.
 */
export function ProducePanel({ attempt, txs, role, miner, onSubmit, busy }: ProducePanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const name = orgNamer(attempt);
  const validators = validatorKeys(attempt);
  const consensus = attempt.case.consensus;
  const difficulty = attempt.case.difficulty;
  const tip = attempt.blocks[attempt.blocks.length - 1];
  const [faulty, setFaulty] = useState('');
  const [seed, setSeed] = useState(1);
  const [stopped, setStopped] = useState(false);
  const [proposerOverride, setProposer] = useState<string | null>(null);

  // The digest the validators agree on: the unmined header's hash (the proposal), for the animation.
  const digest = useMemo(
    () => (tip && txs.length > 0 ? hashBlock(nextBlockHeader(tip, txs as BlockLabTransaction[], { timestamp: 0, proposer: validators[0] ?? '', difficulty })) : ''),
    [tip, txs, validators, difficulty],
  );
  const simulation = useMemo(() => {
    if (consensus === 'pow' || validators.length === 0 || digest === '') return null;
    if (consensus === 'pbft') {
      const run = simulatePbft({ validators, faulty: faulty || null, digest, seed });
      const primary = run.outcome.decided ? (run.rounds[run.rounds.length - 1]?.primary ?? null) : null;
      return { protocol: 'pbft' as const, events: pbftEvents(run, digest), proposer: primary, quorum: run.quorum, roles: (key: string) => (run.rounds[run.rounds.length - 1]?.primary === key ? t('blockLab.primary') : t('blockLab.backup')) };
    }
    const run = simulateRaft({ nodes: validators, entries: [digest], seed });
    const leader = run.outcome.reason === 'committed' ? run.outcome.leader : null;
    return { protocol: 'raft' as const, events: raftEvents(run), proposer: leader, quorum: run.majority, roles: (key: string) => (run.outcome.leader === key ? t('blockLab.leader') : t('blockLab.follower')) };
  }, [consensus, validators.join(','), digest, faulty, seed, t]);

  if (validators.length === 0) return <FormAlert>{t('blockLab.noValidator')}</FormAlert>;

  const powProposer = proposerOverride ?? (validators.includes(role) ? role : validators[0]!);
  const proposer = consensus === 'pow' ? powProposer : (simulation?.proposer ?? null);

  const produce = async () => {
    if (!tip || !proposer || txs.length === 0) return;
    setStopped(false);
    const timestamp = Date.now();
    const header = nextBlockHeader(tip, txs as BlockLabTransaction[], { timestamp, proposer, difficulty });
    const result = await miner.mine(header, difficulty);
    if (!result.ok) {
      setStopped(true);
      return;
    }
    await onSubmit({ tx_ids: txs.map((tx) => tx.id), timestamp, nonce: result.block.nonce, proposer, hash: result.block.hash });
    setSeed((n) => n + 1);
  };

  const nodes: ConsensusNode[] = validators.map((key) => ({ id: key, name: name(key), role: simulation?.roles(key), faulty: key === faulty }));
  const progress = miner.progress;
  const result = miner.result;

  return (
    <Stack>
      <SectionTitle>{t('blockLab.produce')}</SectionTitle>
      <Note>{t('blockLab.nextBlock', { count: attempt.case.tx_per_block })}</Note>
      {consensus === 'pow' ? (
        <Row>
          <FormField label={t('blockLab.proposer')}>
            <Select value={powProposer} options={validators.map((key) => ({ value: key, label: name(key) }))} onChange={(event) => setProposer(event.target.value)} disabled={miner.mining} />
          </FormField>
        </Row>
      ) : (
        simulation && (
          <Stack>
            {consensus === 'pbft' && (
              <Row>
                <FormField label={t('blockLab.faulty')}>
                  <Select value={faulty} options={[{ value: '', label: t('blockLab.noFaulty') }, ...validators.map((key) => ({ value: key, label: name(key) }))]} onChange={(event) => setFaulty(event.target.value)} disabled={miner.mining} />
                </FormField>
              </Row>
            )}
            <ConsensusPlayer
              key={`${digest}-${faulty}-${seed}`}
              protocol={simulation.protocol}
              nodes={nodes}
              events={simulation.events}
              quorum={simulation.quorum}
              labels={locale === 'en-US' ? consensusPlayerLabelsEnUS : undefined}
            />
            <Note role="status">{simulation.proposer ? t('blockLab.decided', { name: name(simulation.proposer) }) : t('blockLab.undecided')}</Note>
          </Stack>
        )
      )}
      <Note>{t('blockLab.target', { zeros: difficulty })}</Note>
      <Row>
        <Button variant="primary" loading={miner.mining || busy} disabled={!proposer || txs.length === 0} onClick={() => void produce()}>
          {consensus === 'pow' ? t('blockLab.mine') : t('blockLab.submitBlock')}
        </Button>
        {miner.mining && <Button onClick={miner.stop}>{t('blockLab.stop')}</Button>}
      </Row>
      {(miner.mining || result) && (
        <Card>
          <Stack aria-live="polite">
            {miner.mining && <Note>{t('blockLab.mining')}</Note>}
            <Facts aria-label={t('blockLab.mining')}>
              <div>
                <dt>{t('blockLab.tries')}</dt>
                <dd>{(result?.tries ?? progress?.tries ?? 0).toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('blockLab.nonce')}</dt>
                <dd>{result?.ok ? result.block.nonce : (progress?.nonce ?? 0)}</dd>
              </div>
              <div>
                <dt>{t('blockLab.hash')}</dt>
                <dd>
                  <Mono>{result?.ok ? result.block.hash : (progress?.hash ?? '')}</Mono>
                </dd>
              </div>
              <div>
                <dt>{t('blockLab.rate')}</dt>
                <dd>{t('blockLab.rateValue', { rate: (result?.hashesPerSecond ?? progress?.hashesPerSecond ?? 0).toLocaleString('en-US') })}</dd>
              </div>
            </Facts>
          </Stack>
        </Card>
      )}
      {result?.ok && <Note role="status">{t('blockLab.found', { nonce: result.block.nonce, tries: result.tries })}</Note>}
      {stopped && <Note role="status">{t('blockLab.stopped')}</Note>}
    </Stack>
  );
}
