import { forwardRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { FilterBarRoot } from './FilterBar.styles';

export interface FilterBarProps extends FormHTMLAttributes<HTMLFormElement> {
  /** The filters (selects, a search box) and the buttons, left to right. */
  children?: ReactNode;
}

/** The filter form above a list (DESIGN.md: filter bar, then the table). Give it `role="search"` when it searches. */
export const FilterBar = forwardRef<HTMLFormElement, FilterBarProps>(function FilterBar({ children, ...rest }, ref) {
  return (
    <FilterBarRoot ref={ref} {...rest}>
      {children}
    </FilterBarRoot>
  );
});
