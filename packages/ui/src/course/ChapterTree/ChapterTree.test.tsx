import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ChapterTree } from './ChapterTree';
import { CHAPTERS } from './ChapterTree.fixtures';
import { useState } from 'react';
import { applyOrder, moveId, reorderIds, visibleNodes, type ChapterTreeId } from './chapterTreeModel';

function Controlled({ onReorder }: { onReorder: (parentId: ChapterTreeId | null, ids: ChapterTreeId[]) => void }) {
  const [items, setItems] = useState(CHAPTERS);
  return (
    <ChapterTree
      mode="edit"
      items={items}
      onReorder={(parentId, ids) => {
        onReorder(parentId, ids);
        setItems((current) => applyOrder(current, parentId, ids));
      }}
    />
  );
}

describe('chapterTreeModel', () => {
  it('lists visible nodes, reorders and moves within one level', () => {
    expect(visibleNodes(CHAPTERS, new Set([1])).map((entry) => entry.node.id)).toEqual([1, 2, 21, 3]);
    expect(reorderIds([1, 2, 3], 3, 1, 'before')).toEqual([3, 1, 2]);
    expect(reorderIds([1, 2, 3], 1, 3, 'after')).toEqual([2, 3, 1]);
    expect(reorderIds([1, 2, 3], 9, 1, 'before')).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(applyOrder(CHAPTERS, 1, [12, 11])[0]?.children?.map((node) => node.id)).toEqual([12, 11]);
  });
});

describe('ChapterTree (read)', () => {
  it('is a tree with levels, the current item selected and read marks', async () => {
    const { container } = render(<ChapterTree items={CHAPTERS} currentId={12} readIds={[11]} />);
    const tree = screen.getByRole('tree', { name: '章节目录' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items).toHaveLength(6);
    expect(screen.getByRole('treeitem', { name: '1.2 年金' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', { name: '1.2 年金' })).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('treeitem', { name: /^1\.1 终值与现值\s*（已学）$/ })).toHaveAttribute('data-read', 'true');
    expect(screen.getByRole('treeitem', { name: '第一章 货币时间价值' })).toHaveAttribute('aria-expanded', 'true');
    // One tab stop: the current item.
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([screen.getByRole('treeitem', { name: '1.2 年金' })]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves with the arrow keys, closes and opens chapters, and opens an item with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<ChapterTree items={CHAPTERS} onSelect={onSelect} />);
    await user.tab();
    const first = screen.getByRole('treeitem', { name: '第一章 货币时间价值' });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: '1.1 终值与现值' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: '1.1 终值与现值' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: '第二章 风险与收益' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: '第三章 资本资产定价模型' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(11);
    await user.click(screen.getByText('2.1 收益率与波动率'));
    expect(onSelect).toHaveBeenLastCalledWith(21);
  });
});

describe('ChapterTree (edit)', () => {
  it('moves items with buttons within their level and keeps focus on the moved item', async () => {
    const user = userEvent.setup();
    const onReorder = jest.fn();
    const { container } = render(<Controlled onReorder={onReorder} />);
    expect(screen.getByRole('button', { name: '上移 第一章 货币时间价值' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下移 第一章 货币时间价值' }));
    expect(onReorder).toHaveBeenCalledWith(null, [2, 1, 3]);
    expect(screen.getByRole('status')).toHaveTextContent('第一章 货币时间价值 已移到第 2 位（共 3 项）');
    expect(screen.getByRole('button', { name: '下移 第一章 货币时间价值' })).toHaveFocus();
    const titles = () => screen.getAllByRole('button', { name: /^第/ }).map((button) => button.textContent);
    expect(titles()).toEqual(['第二章 风险与收益', '第一章 货币时间价值', '第三章 资本资产定价模型']);
    // At the end of its level, the still-usable button takes the focus.
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenLastCalledWith(null, [2, 3, 1]);
    expect(screen.getByRole('button', { name: '下移 第一章 货币时间价值' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上移 第一章 货币时间价值' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '上移 1.2 年金' }));
    expect(onReorder).toHaveBeenLastCalledWith(1, [12, 11]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reorders by native drag and drop, only among siblings', () => {
    const onReorder = jest.fn();
    render(<ChapterTree mode="edit" items={CHAPTERS} onReorder={onReorder} />);
    const rowOf = (title: string) => screen.getByRole('button', { name: title }).parentElement as HTMLElement;
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(rowOf('第三章 资本资产定价模型'), { dataTransfer });
    const target = rowOf('第一章 货币时间价值');
    target.getBoundingClientRect = () => ({ top: 0, height: 40, bottom: 40, left: 0, right: 100, width: 100, x: 0, y: 0, toJSON: () => ({}) });
    // jsdom has no DragEvent: the pointer position is set on the event by hand.
    const at = (event: Event, clientY: number) => Object.defineProperty(event, 'clientY', { value: clientY });
    const over = createEvent.dragOver(target, { dataTransfer });
    at(over, 5);
    fireEvent(target, over);
    expect(over.defaultPrevented).toBe(true);
    expect(target.parentElement).toHaveAttribute('data-drop', 'before');
    const dropped = createEvent.drop(target, { dataTransfer });
    at(dropped, 5);
    fireEvent(target, dropped);
    expect(onReorder).toHaveBeenCalledWith(null, [3, 1, 2]);

    // A section cannot be dropped among chapters.
    onReorder.mockClear();
    fireEvent.dragStart(rowOf('1.1 终值与现值'), { dataTransfer });
    const refused = createEvent.dragOver(rowOf('第二章 风险与收益'), { dataTransfer });
    fireEvent(rowOf('第二章 风险与收益'), refused);
    expect(refused.defaultPrevented).toBe(false);
    fireEvent.drop(rowOf('第二章 风险与收益'), { dataTransfer });
    expect(onReorder).not.toHaveBeenCalled();
  });
});
