import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { QuestionNavigator, type QuestionNavigatorItem } from './QuestionNavigator';
import { QuestionNavigatorDrawer } from './QuestionNavigatorDrawer';

const items: QuestionNavigatorItem[] = [
  { section: '一、单选题', answered: true, flagged: false },
  { section: '一、单选题', answered: false, flagged: false },
  { section: '二、判断题', answered: true, flagged: false },
];

/** The page's pattern: picking a question closes the drawer. */
function Sheet({ onSelect = jest.fn() }: { onSelect?: (index: number) => void }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(1);
  return (
    <>
      <QuestionNavigatorDrawer collapse="always" answered={2} total={items.length} open={open} onOpenChange={setOpen}>
        <QuestionNavigator
          items={items}
          current={current}
          onSelect={(index) => {
            setCurrent(index);
            setOpen(false);
            onSelect(index);
          }}
        />
        <button type="button">全部</button>
      </QuestionNavigatorDrawer>
      <button type="button">下一题</button>
    </>
  );
}

describe('QuestionNavigatorDrawer', () => {
  it('opens from a toggle with the progress, starts on the current question, traps Tab and closes with Escape back on the toggle', async () => {
    const user = userEvent.setup();
    const { container } = render(<Sheet />);
    const toggle = screen.getByRole('button', { name: '题目导航 已答 2/3' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: '题目导航' });
    expect(dialog).toBe(panel);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('navigation', { name: '答题卡' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '第 2 题，未作答，当前题' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();

    // Tab runs through the drawer only: its last control wraps to the first (the × button).
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '全部' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '关闭题目导航' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes when a question is picked, by the × button and by the backdrop', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const { container } = render(<Sheet onSelect={onSelect} />);
    const toggle = screen.getByRole('button', { name: /^题目导航/ });

    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^第 3 题/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: '第 3 题，已作答，当前题' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '关闭题目导航' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    const backdrop = container.querySelector('[data-state="open"] > [aria-hidden="true"]');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is uncontrolled without `open`, marks its collapse mode and takes labels', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <QuestionNavigatorDrawer data-testid="drawer" answered={0} total={5} onOpenChange={onOpenChange} labels={{ title: 'Questions', progress: (a, t) => `${a} of ${t} answered` }}>
        <p>sheet</p>
      </QuestionNavigatorDrawer>,
    );
    expect(screen.getByTestId('drawer')).toHaveAttribute('data-collapse', 'auto');
    // jsdom matches no media query: the wide layout, with the toggle hidden and the content shown.
    const toggle = screen.getByRole('button', { expanded: false, hidden: true });
    expect(toggle).not.toBeVisible();
    expect(toggle).toHaveTextContent('Questions0 of 5 answered');
    expect(screen.getByText('sheet')).toBeVisible();
    await user.click(toggle);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByTestId('drawer')).toHaveAttribute('data-state', 'open');
  });
});
