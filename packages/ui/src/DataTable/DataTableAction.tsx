import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';

export type DataTableActionProps = Omit<ButtonProps, 'variant' | 'size' | 'block'>;

/** One action of a row (edit, delete…) at the table's right end: a small link-styled button. */
export const DataTableAction = forwardRef<HTMLButtonElement, DataTableActionProps>(function DataTableAction(props, ref) {
  return <Button ref={ref} variant="link" size="small" {...props} />;
});
