import { forwardRef, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../Button';
import { FilterBar, type FilterBarProps } from '../FilterBar';
import { TextInput } from '../TextInput';
import { UiIcon } from '../internal/UiIcon';

export interface KeywordSearchLabels {
  /** Accessible name of the search box. */
  search: string;
  /** Text of the search button. */
  searchButton: string;
}

export const DEFAULT_KEYWORD_SEARCH_LABELS: KeywordSearchLabels = { search: '搜索', searchButton: '搜索' };

export interface KeywordSearchProps extends Omit<FilterBarProps, 'onSubmit' | 'children'> {
  /** Called on submit with the trimmed keyword, or `undefined` when the box is blank (no keyword filter). */
  onSearch: (keyword: string | undefined) => void;
  /** Hint inside the search box. */
  placeholder?: string;
  /** The keyword the box starts with (e.g. the one the list is already filtered by). */
  defaultKeyword?: string;
  /** Longest keyword the box accepts. */
  maxLength?: number;
  /** Other filters (selects) of the same form, submitted together with the keyword. */
  filters?: ReactNode;
  /** Where the other filters sit: before the search box (`start`) or after it (`end`). */
  filtersAt?: 'start' | 'end';
  /** Visible strings and names; zh-CN by default. */
  labels?: Partial<KeywordSearchLabels>;
}

/** The search form above a list (`role="search"`): a keyword box, other filters, and the search button. */
export const KeywordSearch = forwardRef<HTMLFormElement, KeywordSearchProps>(function KeywordSearch(
  { onSearch, placeholder, defaultKeyword = '', maxLength, filters, filtersAt = 'end', labels: labelOverrides, ...rest },
  ref,
) {
  const labels = { ...DEFAULT_KEYWORD_SEARCH_LABELS, ...labelOverrides };
  const [keyword, setKeyword] = useState(defaultKeyword);
  return (
    <FilterBar
      ref={ref}
      role="search"
      data-filters-at={filtersAt}
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim() || undefined);
      }}
    >
      {filtersAt === 'start' && filters}
      <TextInput type="search" aria-label={labels.search} placeholder={placeholder} value={keyword} maxLength={maxLength} onChange={(event) => setKeyword(event.target.value)} />
      {filtersAt === 'end' && filters}
      <Button type="submit" icon={<UiIcon icon={Search} />}>
        {labels.searchButton}
      </Button>
    </FilterBar>
  );
});
