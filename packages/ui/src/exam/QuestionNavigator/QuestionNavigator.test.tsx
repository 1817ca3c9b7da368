import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { QuestionNavigator, type QuestionNavigatorItem } from './QuestionNavigator';

const items: QuestionNavigatorItem[] = [
  { section: '一、单选题', answered: true, flagged: false },
  { section: '一、单选题', answered: false, flagged: true },
  { section: '一、单选题', answered: true, flagged: true },
  { section: '二、简答题', answered: false, flagged: false },
];

describe('QuestionNavigator', () => {
  it('groups by section, shows states and progress, and selects by index', async () => {
    const onSelect = jest.fn();
    const { container } = render(<QuestionNavigator items={items} current={1} onSelect={onSelect} />);
    const nav = screen.getByRole('navigation', { name: '答题卡' });
    expect(nav).toHaveTextContent('已答 2 / 4 · 标记 2');
    const first = screen.getByRole('region', { name: '一、单选题' });
    expect(within(first).getAllByRole('button')).toHaveLength(3);
    const current = screen.getByRole('button', { name: '第 2 题，未作答，已标记，当前题' });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: '第 1 题，已作答' })).toHaveAttribute('data-answered', 'true');
    await userEvent.click(within(screen.getByRole('region', { name: '二、简答题' })).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(3);
    expect(screen.getByRole('list', { name: '图例' })).toHaveTextContent('已答未答标记当前');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the numbers given and is empty without questions', () => {
    const { rerender } = render(<QuestionNavigator items={[{ section: '', answered: false, flagged: false, number: 7 }]} current={0} onSelect={jest.fn()} />);
    expect(screen.getByRole('button', { name: /第 7 题/ })).toHaveTextContent('7');
    rerender(<QuestionNavigator items={[]} current={0} onSelect={jest.fn()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('navigation')).toHaveTextContent('已答 0 / 0');
  });
});
