import { pbftFaultTolerance, pbftQuorum, simulatePbft, simulateRaft } from './consensus.js';

const V4 = ['bank-a', 'bank-b', 'core', 'regulator'];
const DIGEST = 'ab'.repeat(32);

describe('PBFT quorum arithmetic', () => {
  it.each([
    [1, 0, 1],
    [3, 0, 2],
    [4, 1, 3],
    [5, 1, 4],
    [7, 2, 5],
    [10, 3, 7],
  ])('n=%i tolerates f=%i with a quorum of %i', (n, f, quorum) => {
    expect(pbftFaultTolerance(n)).toBe(f);
    expect(pbftQuorum(n)).toBe(quorum);
  });
});

describe('simulatePbft', () => {
  it('commits in view 0 with four honest validators, through pre-prepare, prepare and commit', () => {
    const sim = simulatePbft({ validators: V4, digest: DIGEST, seed: 1 });
    expect(sim).toMatchObject({ n: 4, f: 1, quorum: 3, faulty: null });
    expect(sim.outcome).toEqual({ decided: true, view: 0, digest: DIGEST, committedBy: expect.arrayContaining(V4), reason: 'committed' });
    const [round] = sim.rounds;
    const count = (phase: string) => round!.messages.filter((m) => m.phase === phase).length;
    // 3 pre-prepares; 3 backups × 3 prepares; 4 × 3 commits.
    expect([count('pre-prepare'), count('prepare'), count('commit')]).toEqual([3, 9, 12]);
    const phases = round!.messages.map((m) => m.phase);
    expect(phases.lastIndexOf('pre-prepare')).toBeLessThan(phases.indexOf('prepare'));
    expect(phases.lastIndexOf('prepare')).toBeLessThan(phases.indexOf('commit'));
  });

  it.each(['silent', 'conflicting'] as const)('outvotes a %s faulty backup and still commits in view 0', (behaviour) => {
    const sim = simulatePbft({ validators: V4, digest: DIGEST, seed: 7, faulty: 'core', behaviour });
    expect(sim.outcome).toMatchObject({ decided: true, view: 0, digest: DIGEST, reason: 'committed' });
    expect([...sim.outcome.committedBy].sort()).toEqual(['bank-a', 'bank-b', 'regulator']);
    const forged = sim.rounds[0]!.messages.filter((m) => m.faulty);
    if (behaviour === 'silent') expect(forged).toEqual([]);
    else expect(forged.every((m) => m.digest !== DIGEST)).toBe(true);
  });

  it.each(['silent', 'conflicting'] as const)('changes view when the primary is %s and commits under the next primary', (behaviour) => {
    const sim = simulatePbft({ validators: V4, digest: DIGEST, seed: 3, faulty: 'bank-a', behaviour });
    expect(sim.rounds[0]!.committed).toEqual([]);
    expect(sim.rounds[0]!.messages.some((m) => m.phase === 'view-change')).toBe(true);
    expect(sim.outcome).toMatchObject({ decided: true, view: 1, digest: DIGEST });
    expect(sim.rounds[1]!.primary).toBe('bank-b');
    // Safety: no honest validator ever commits anything but the one digest.
    for (const round of sim.rounds) for (const v of round.committed) expect(v).not.toBe('bank-a');
  });

  it('is deterministic for a seed and varies the message order with it', () => {
    const a = simulatePbft({ validators: V4, digest: DIGEST, seed: 42, faulty: 'core' });
    expect(simulatePbft({ validators: V4, digest: DIGEST, seed: 42, faulty: 'core' })).toEqual(a);
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(simulatePbft({ validators: V4, digest: DIGEST, seed }).rounds[0]!.messages.map((m) => m.from + m.to))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('with three validators (f = 0), a silent faulty primary blocks its view', () => {
    const sim = simulatePbft({ validators: ['a', 'b', 'c'], digest: DIGEST, seed: 1, faulty: 'b', behaviour: 'silent' });
    expect(sim.f).toBe(0);
    // f = 0 promises nothing, but with quorum 2 of 3 the honest a and c still agree while b is only a backup…
    expect(sim.outcome).toMatchObject({ decided: true, view: 0, committedBy: expect.arrayContaining(['a', 'c']) });
    // …whereas a silent primary among three leaves no quorum in its view.
    expect(simulatePbft({ validators: ['a', 'b', 'c'], digest: DIGEST, seed: 1, faulty: 'a', behaviour: 'silent', maxViews: 1 }).outcome).toMatchObject({ decided: false, reason: 'too_many_faulty' });
  });

  it('refuses duplicate or missing validators', () => {
    expect(() => simulatePbft({ validators: [], digest: DIGEST, seed: 1 })).toThrow();
    expect(() => simulatePbft({ validators: ['a', 'a'], digest: DIGEST, seed: 1 })).toThrow();
  });
});

describe('simulateRaft', () => {
  const nodes = ['n1', 'n2', 'n3', 'n4', 'n5'];

  it('elects the node that times out first, replicates and commits every entry', () => {
    const sim = simulateRaft({ nodes, entries: ['block-1', 'block-2'], seed: 5 });
    const timeout = sim.events.find((e) => e.kind === 'timeout')!;
    expect(sim.outcome).toMatchObject({ leader: timeout.from, term: 1, commitIndex: 2, committed: ['block-1', 'block-2'], reason: 'committed' });
    expect(sim.majority).toBe(3);
    expect(sim.events.filter((e) => e.kind === 'request_vote')).toHaveLength(4);
    expect(sim.events.filter((e) => e.kind === 'append_entries')).toHaveLength(8);
    const kinds = sim.events.map((e) => e.kind);
    expect(kinds.indexOf('leader')).toBeLessThan(kinds.indexOf('append_entries'));
    expect(sim.events.map((e) => e.at)).toEqual([...sim.events.map((e) => e.at)].sort((a, b) => a - b));
  });

  it('commits with two of five nodes down, and not with three', () => {
    const two = simulateRaft({ nodes, entries: ['b1'], seed: 9, crashed: ['n1', 'n2'] });
    expect(two.outcome.commitIndex).toBe(1);
    expect(['n1', 'n2']).not.toContain(two.outcome.leader);
    expect(two.events.some((e) => e.from === 'n1' || e.from === 'n2')).toBe(false);
    const three = simulateRaft({ nodes, entries: ['b1'], seed: 9, crashed: ['n1', 'n2', 'n3'] });
    expect(three.outcome).toMatchObject({ leader: null, commitIndex: 0, reason: 'no_majority' });
  });

  it('is deterministic for a seed', () => {
    expect(simulateRaft({ nodes, entries: ['x'], seed: 11 })).toEqual(simulateRaft({ nodes, entries: ['x'], seed: 11 }));
    const leaders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => simulateRaft({ nodes, entries: [], seed }).outcome.leader));
    expect(leaders.size).toBeGreaterThan(1);
  });
});
