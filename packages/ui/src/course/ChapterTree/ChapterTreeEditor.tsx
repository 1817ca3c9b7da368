import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { ChapterTreeHandle, ChapterTreeItem, ChapterTreeList, ChapterTreeMove, ChapterTreeRow, ChapterTreeSelect } from './ChapterTree.styles';
import type { ChapterTreeLabels } from './ChapterTreeLabels';
import { moveId, reorderIds, type ChapterTreeId, type ChapterTreeNode } from './chapterTreeModel';

interface EditorProps {
  items: readonly ChapterTreeNode[];
  currentId: ChapterTreeId | undefined;
  onSelect: ((id: ChapterTreeId) => void) | undefined;
  onReorder: ((parentId: ChapterTreeId | null, orderedIds: ChapterTreeId[]) => void) | undefined;
  labels: ChapterTreeLabels;
}

interface Drag {
  id: ChapterTreeId;
  parentId: ChapterTreeId | null;
}

interface DropTarget {
  id: ChapterTreeId;
  place: 'before' | 'after';
}

/**
 * Nested lists with a drag handle (native HTML5 drag and drop, within one level) and move up/down
 * buttons for keyboard users; every change is reported as the new order of one level.
 */
export function ChapterTreeEditor({ items, currentId, onSelect, onReorder, labels }: EditorProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [drop, setDrop] = useState<DropTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{ id: ChapterTreeId; direction: 'up' | 'down' } | null>(null);

  // A moved item keeps the keyboard focus; at an end, the button that still works takes it.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !rootRef.current) return;
    pendingFocus.current = null;
    const find = (direction: 'up' | 'down') =>
      Array.from(rootRef.current?.querySelectorAll<HTMLButtonElement>(`button[data-move="${direction}"]`) ?? []).find((button) => button.dataset.id === String(pending.id));
    const same = find(pending.direction);
    (same && !same.disabled ? same : find(pending.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [items]);

  const report = (parentId: ChapterTreeId | null, siblings: readonly ChapterTreeNode[], ordered: ChapterTreeId[], movedId: ChapterTreeId) => {
    if (ordered.every((id, index) => siblings[index]?.id === id)) return;
    const moved = siblings.find((node) => node.id === movedId);
    if (moved) setAnnouncement(labels.moved(moved.title, ordered.indexOf(movedId) + 1, ordered.length));
    onReorder?.(parentId, ordered);
  };

  const placeOf = (event: DragEvent<HTMLElement>): 'before' | 'after' => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
  };

  const renderNodes = (nodes: readonly ChapterTreeNode[], parentId: ChapterTreeId | null, level: number): ReactNode =>
    nodes.map((node, index) => {
      const ids = nodes.map((sibling) => sibling.id);
      const sameLevel = drag !== null && drag.parentId === parentId && drag.id !== node.id;
      return (
        <ChapterTreeItem
          key={node.id}
          data-level={level}
          data-current={node.id === currentId || undefined}
          data-dragging={drag?.id === node.id || undefined}
          data-drop={drop?.id === node.id ? drop.place : undefined}
        >
          <ChapterTreeRow
            data-row
            draggable
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(node.id));
              setDrag({ id: node.id, parentId });
            }}
            onDragOver={(event) => {
              if (!sameLevel) return;
              event.preventDefault();
              event.stopPropagation();
              event.dataTransfer.dropEffect = 'move';
              const place = placeOf(event);
              if (drop?.id !== node.id || drop.place !== place) setDrop({ id: node.id, place });
            }}
            onDrop={(event) => {
              if (!sameLevel || !drag) return;
              event.preventDefault();
              event.stopPropagation();
              report(parentId, nodes, reorderIds(ids, drag.id, node.id, placeOf(event)), drag.id);
              setDrag(null);
              setDrop(null);
            }}
            onDragEnd={() => {
              setDrag(null);
              setDrop(null);
            }}
          >
            <ChapterTreeHandle aria-hidden="true" title={labels.dragHandle}>
              ⋮⋮
            </ChapterTreeHandle>
            <ChapterTreeSelect type="button" aria-current={node.id === currentId ? 'true' : undefined} onClick={() => onSelect?.(node.id)}>
              {node.title}
            </ChapterTreeSelect>
            <ChapterTreeMove
              type="button"
              data-move="up"
              data-id={String(node.id)}
              aria-label={labels.moveUp(node.title)}
              disabled={index === 0}
              onClick={() => {
                pendingFocus.current = { id: node.id, direction: 'up' };
                report(parentId, nodes, moveId(ids, node.id, 'up'), node.id);
              }}
            >
              ↑
            </ChapterTreeMove>
            <ChapterTreeMove
              type="button"
              data-move="down"
              data-id={String(node.id)}
              aria-label={labels.moveDown(node.title)}
              disabled={index === nodes.length - 1}
              onClick={() => {
                pendingFocus.current = { id: node.id, direction: 'down' };
                report(parentId, nodes, moveId(ids, node.id, 'down'), node.id);
              }}
            >
              ↓
            </ChapterTreeMove>
          </ChapterTreeRow>
          {(node.children?.length ?? 0) > 0 && <ChapterTreeList>{renderNodes(node.children ?? [], node.id, level + 1)}</ChapterTreeList>}
        </ChapterTreeItem>
      );
    });

  return (
    <>
      <ChapterTreeList ref={rootRef} aria-label={labels.tree}>
        {renderNodes(items, null, 1)}
      </ChapterTreeList>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
