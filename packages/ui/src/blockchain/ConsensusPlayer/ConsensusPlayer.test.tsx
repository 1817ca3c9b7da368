import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { PBFT_EVENTS, PBFT_NODES, POW_EVENTS, POW_NODES, RAFT_EVENTS, RAFT_NODES } from '../fixtures';
import { ConsensusPlayer, type ConsensusPlayerProps } from './ConsensusPlayer';
import { consensusPlayerLabelsEnUS } from './consensusPlayerLabels';

const renderPlayer = (props: ConsensusPlayerProps) =>
  render(
    <ThemeProvider>
      <ConsensusPlayer {...props} />
    </ThemeProvider>,
  );

afterEach(() => {
  jest.useRealTimers();
});

test('PBFT: a lane per node, the faulty one marked; votes per phase counted against the quorum', async () => {
  const { container } = renderPlayer({ protocol: 'pbft', nodes: PBFT_NODES, events: PBFT_EVENTS, defaultIndex: 8, quorum: 3 });
  expect(screen.getByRole('heading', { name: 'PBFT 共识' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(1 + PBFT_NODES.length);
  expect(screen.getAllByRole('columnheader').map((head) => head.firstChild?.textContent)).toEqual(['节点', '预准备', '准备', '提交', '回复']);
  const faulty = screen.getByRole('rowheader', { name: /保理公司 D/ });
  expect(within(faulty).getByText('故障节点')).toBeInTheDocument();
  // Prepare and commit each reached the quorum (three good votes of four); the pre-prepare has one.
  expect(screen.getAllByText('3/4 通过（需 3）')).toHaveLength(2);
  expect(screen.getAllByText('3/4 通过（需 3）').every((votes) => votes.hasAttribute('data-reached'))).toBe(true);
  // The primary's lone pre-prepare is no vote: no count under it.
  expect(screen.getByRole('columnheader', { name: '预准备' })).toHaveTextContent(/^预准备$/);
  // Index 8 is the faulty node's commit: current, rejected, said in words.
  expect(screen.getByText('第 9/12 步')).toBeInTheDocument();
  expect(screen.getByText('提交：保理公司 D 提交 → 全体，未通过')).toBeInTheDocument();
  const current = container.querySelector('[aria-current="step"]') as HTMLElement;
  expect(current).toHaveAttribute('data-ok', 'false');
  expect(current).toHaveTextContent('未通过');
  // Replies have not happened yet.
  expect(container.querySelectorAll('span[data-ok]')).toHaveLength(9);
  expect(within(screen.getByRole('row', { name: /央行节点/ })).getAllByRole('cell')[3]).toBeEmptyDOMElement();
  expect(await axe(container)).toHaveNoViolations();
});

test('votingPhases picks the phases that count votes', () => {
  renderPlayer({ protocol: 'pow', nodes: POW_NODES, events: POW_EVENTS, defaultIndex: 7, votingPhases: ['found'] });
  expect(screen.getByRole('columnheader', { name: '挖矿' })).toHaveTextContent(/^挖矿$/);
  expect(screen.getByRole('columnheader', { name: /出块/ })).toHaveTextContent('出块2/2 通过');
});

test('step, back and restart move through the events; the controlled player reports the index', async () => {
  const user = userEvent.setup();
  const seen: number[] = [];
  renderPlayer({ protocol: 'raft', nodes: RAFT_NODES, events: RAFT_EVENTS, onIndexChange: (index) => seen.push(index) });
  expect(screen.getByText('尚未开始，点击“播放”或“下一步”。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '上一步' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(screen.getByText('领导者选举：商业银行 B 请求投票 → 全体，通过')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '上一步' }));
  expect(screen.getByText('第 1/9 步')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '从头开始' }));
  expect(seen).toEqual([0, 1, 0, -1]);
  expect(screen.getByText('尚未开始，点击“播放”或“下一步”。')).toBeInTheDocument();
});

test('play advances on a timer at the chosen speed, pauses, and stops at the end', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPlayer({ protocol: 'pow', nodes: POW_NODES, events: POW_EVENTS, interval: 1000 });
  await user.click(screen.getByRole('button', { name: '2×' }));
  expect(screen.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: '播放' }));
  expect(screen.getByRole('button', { name: '暂停' })).toHaveAttribute('aria-pressed', 'true');
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByText('第 1/8 步')).toBeInTheDocument();
  // One event per tick (each tick is its own act: the next timer starts after the render).
  act(() => jest.advanceTimersByTime(499));
  expect(screen.getByText('第 1/8 步')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByText('第 3/8 步')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '暂停' }));
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText('第 3/8 步')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '播放' }));
  act(() => jest.advanceTimersByTime(500));
  act(() => jest.advanceTimersByTime(500));
  act(() => jest.advanceTimersByTime(500));
  act(() => jest.advanceTimersByTime(500));
  act(() => jest.advanceTimersByTime(500));
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByText('第 8/8 步')).toBeInTheDocument();
  expect(screen.getByText('出块：商业银行 B 接受区块，通过')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '播放' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
});

test('autoPlay starts on mount unless the user prefers reduced motion', () => {
  jest.useFakeTimers();
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  try {
    renderPlayer({ protocol: 'pow', nodes: POW_NODES, events: POW_EVENTS, interval: 100, autoPlay: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    expect(screen.getByText('尚未开始，点击“播放”或“下一步”。')).toBeInTheDocument();
  } finally {
    window.matchMedia = matchMedia;
  }
});

test('autoPlay plays when motion is fine; empty rounds say so; English labels', () => {
  jest.useFakeTimers();
  const { unmount } = renderPlayer({ protocol: 'pow', nodes: POW_NODES, events: POW_EVENTS, interval: 100, autoPlay: true });
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByText('第 1/8 步')).toBeInTheDocument();
  unmount();
  renderPlayer({ protocol: 'raft', nodes: RAFT_NODES, events: [], labels: consensusPlayerLabelsEnUS });
  expect(screen.getByRole('heading', { name: 'Raft consensus' })).toBeInTheDocument();
  expect(screen.getByText('This round has no consensus events yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
});
