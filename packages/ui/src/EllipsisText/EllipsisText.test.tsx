import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EllipsisText } from './EllipsisText';

/** jsdom has no layout: give every element the widths of a cut (or uncut) line. */
function layout(scrollWidth: number, clientWidth: number) {
  const scroll = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  return () => {
    scroll.mockRestore();
    client.mockRestore();
  };
}

describe('EllipsisText', () => {
  it('shows the whole text in a tooltip on hover and focus when it is cut, and is reachable by Tab', async () => {
    const restore = layout(400, 200);
    const user = userEvent.setup();
    render(<EllipsisText maxWidth={200}>金融学基础期中考试（两个班合考）</EllipsisText>);
    const text = screen.getByText('金融学基础期中考试（两个班合考）');
    expect(text).toHaveAttribute('data-cut', 'true');
    expect(text.style.getPropertyValue('--ui-ellipsis-max')).toBe('200px');
    await user.tab();
    expect(text).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('金融学基础期中考试（两个班合考）');
    expect(text).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(text);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.unhover(text);
    expect(screen.queryByRole('tooltip')).toBeNull();
    restore();
  });

  it('has no tooltip and no tab stop when the text fits', async () => {
    const restore = layout(120, 200);
    const user = userEvent.setup();
    render(<EllipsisText>数据集</EllipsisText>);
    const text = screen.getByText('数据集');
    expect(text).not.toHaveAttribute('data-cut');
    expect(text).not.toHaveAttribute('tabindex');
    await user.hover(text);
    expect(screen.queryByRole('tooltip')).toBeNull();
    restore();
  });

  it('lets a link inside take the focus, and shows the given tooltip text', async () => {
    const restore = layout(400, 200);
    const user = userEvent.setup();
    render(
      <EllipsisText tooltip="金融知识竞赛 · 初赛">
        <a href="/exam/3">金融知识竞赛 · 初赛</a>
      </EllipsisText>,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('金融知识竞赛 · 初赛');
    restore();
  });
});
