import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { ChapterTreeItem, ChapterTreeList, ChapterTreeReadMark, ChapterTreeRow, ChapterTreeTitle } from './ChapterTree.styles';
import type { ChapterTreeLabels } from './ChapterTreeLabels';
import { visibleNodes, type ChapterTreeId, type ChapterTreeNode } from './chapterTreeModel';

interface ReaderProps {
  items: readonly ChapterTreeNode[];
  currentId: ChapterTreeId | undefined;
  readIds: ReadonlySet<ChapterTreeId>;
  onSelect: ((id: ChapterTreeId) => void) | undefined;
  labels: ChapterTreeLabels;
}

/** WAI-ARIA tree: one tab stop; arrows move, Right/Left open and close a chapter, Enter/Space opens an item. */
export function ChapterTreeReader({ items, currentId, readIds, onSelect, labels }: ReaderProps) {
  const baseId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<ChapterTreeId>>(new Set());
  const [focusedId, setFocusedId] = useState<ChapterTreeId | undefined>(undefined);
  const refs = useRef(new Map<ChapterTreeId, HTMLLIElement>());
  const visible = useMemo(() => visibleNodes(items, collapsed), [items, collapsed]);
  const tabStop = visible.some((entry) => entry.node.id === focusedId) ? focusedId : visible.some((entry) => entry.node.id === currentId) ? currentId : visible[0]?.node.id;

  const focus = (id: ChapterTreeId | undefined) => {
    if (id === undefined) return;
    setFocusedId(id);
    refs.current.get(id)?.focus();
  };
  const toggle = (id: ChapterTreeId, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: ChapterTreeId) => {
    // Keys bubble from nested items: only the focused item answers.
    if (event.target !== event.currentTarget) return;
    const index = visible.findIndex((entry) => entry.node.id === id);
    const entry = visible[index];
    if (!entry) return;
    const hasChildren = (entry.node.children?.length ?? 0) > 0;
    const open = hasChildren && !collapsed.has(id);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.node.id);
        break;
      case 'Home':
        focus(visible[0]?.node.id);
        break;
      case 'End':
        focus(visible[visible.length - 1]?.node.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !open) toggle(id, true);
        else if (open) focus(entry.node.children?.[0]?.id);
        break;
      case 'ArrowLeft':
        if (open) toggle(id, false);
        else focus(entry.parentId ?? undefined);
        break;
      case 'Enter':
      case ' ':
        onSelect?.(id);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const renderNodes = (nodes: readonly ChapterTreeNode[], level: number): ReactNode =>
    nodes.map((node) => {
      const hasChildren = (node.children?.length ?? 0) > 0;
      const open = hasChildren && !collapsed.has(node.id);
      const labelId = `${baseId}-${String(node.id)}`;
      const read = readIds.has(node.id);
      return (
        <ChapterTreeItem
          key={node.id}
          ref={(element) => {
            if (element) refs.current.set(node.id, element);
            else refs.current.delete(node.id);
          }}
          role="treeitem"
          aria-level={level}
          aria-labelledby={labelId}
          aria-selected={node.id === currentId}
          aria-expanded={hasChildren ? open : undefined}
          aria-current={node.id === currentId ? 'page' : undefined}
          tabIndex={node.id === tabStop ? 0 : -1}
          data-level={level}
          data-read={read || undefined}
          onKeyDown={(event) => onKeyDown(event, node.id)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(node.id);
          }}
        >
          <ChapterTreeRow
            data-row
            onClick={() => {
              focus(node.id);
              if (hasChildren && node.id === currentId) toggle(node.id, !open);
              onSelect?.(node.id);
            }}
          >
            <ChapterTreeTitle id={labelId}>
              {node.title}
              {read && <VisuallyHidden>（{labels.read}）</VisuallyHidden>}
            </ChapterTreeTitle>
            {read && <ChapterTreeReadMark aria-hidden="true">✓ {labels.read}</ChapterTreeReadMark>}
          </ChapterTreeRow>
          {open && (
            <ChapterTreeList role="group">{renderNodes(node.children ?? [], level + 1)}</ChapterTreeList>
          )}
        </ChapterTreeItem>
      );
    });

  return (
    <ChapterTreeList role="tree" aria-label={labels.tree}>
      {renderNodes(items, 1)}
    </ChapterTreeList>
  );
}
