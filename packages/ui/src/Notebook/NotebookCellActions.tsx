import { Button } from '../Button';

export interface NotebookCellActionsProps {
  /** The cell can move up / down (not first / last). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Template cells cannot be deleted. */
  canDelete: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDelete: () => void;
  labels: { moveUp: string; moveDown: string; delete: string };
}

/** Move and delete, at the end of a cell's toolbar. */
export function NotebookCellActions({ canMoveUp, canMoveDown, canDelete, onMoveUp, onMoveDown, onDelete, labels }: NotebookCellActionsProps) {
  return (
    <>
      <Button size="small" variant="link" onClick={onMoveUp} disabled={!canMoveUp}>
        {labels.moveUp}
      </Button>
      <Button size="small" variant="link" onClick={onMoveDown} disabled={!canMoveDown}>
        {labels.moveDown}
      </Button>
      {canDelete && (
        <Button size="small" variant="link" onClick={onDelete}>
          {labels.delete}
        </Button>
      )}
    </>
  );
}
