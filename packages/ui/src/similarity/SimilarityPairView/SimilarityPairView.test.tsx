import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../ThemeProvider';
import { SimilarityPairView, SimilarityScoreBar } from './SimilarityPairView';
import { ALICE_CODE, COPY_CODE, REGIONS } from './SimilarityPairView.fixtures';

const renderPair = (regions = REGIONS) =>
  render(
    <ThemeProvider>
      <SimilarityPairView a={{ title: 'A', code: ALICE_CODE }} b={{ title: 'B', code: COPY_CODE }} regions={regions} />
    </ThemeProvider>,
  );

test('marks each side’s lines of each region with its number, and only those', () => {
  renderPair();
  const left = screen.getByRole('group', { name: 'A' });
  const right = screen.getByRole('group', { name: 'B' });
  const marked = (pane: HTMLElement) => [...pane.querySelectorAll('[data-region]')].map((l) => `${l.getAttribute('data-line')}:${l.getAttribute('data-region')}`);
  expect(marked(left)).toEqual(['5:1', '6:1', '7:1', '8:1', '9:1', '10:2', '11:2', '12:2', '13:2', '14:2']);
  expect(marked(right)).toEqual(['5:1', '6:1', '7:1', '8:1', '9:1', '11:2', '12:2', '13:2', '14:2', '15:2']);
  expect(within(left).getByText('匹配 1')).toBeInTheDocument();
  expect(within(right).getByText('匹配 2')).toBeInTheDocument();
});

test('a region’s button brings both sides to it', async () => {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.getAttribute('data-line') ?? '');
  };
  renderPair();
  await userEvent.click(screen.getByRole('button', { name: '匹配 2：第 10–14 行 ↔ 第 11–15 行' }));
  expect(scrolled).toEqual(['10', '11']);
});

test('clips a region past the end of a side and says when there is none', () => {
  renderPair([{ a: { from: 13, to: 99 }, b: { from: 1, to: 1 } }]);
  expect(screen.getByRole('group', { name: 'A' }).querySelectorAll('[data-region]')).toHaveLength(2);
  expect(screen.getByRole('button', { name: '匹配 1：第 13–99 行 ↔ 第 1 行' })).toBeInTheDocument();
  renderPair([]);
  expect(screen.getByText('没有连续的匹配片段')).toBeInTheDocument();
});

test('the score bar is a meter with its percentage', () => {
  render(<SimilarityScoreBar score={0.456} />);
  const meter = screen.getByRole('meter', { name: '相似度 46%' });
  expect(meter).toHaveAttribute('aria-valuenow', '46');
  expect(meter).toHaveAttribute('data-level', 'mid');
});
