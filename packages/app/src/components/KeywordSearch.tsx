import { useState, type ReactNode } from 'react';
import { Button, TextInput } from '@finedu/ui';
import { useT } from '../i18n/useT';
import { FilterBar } from './FilterBar';

export interface KeywordSearchProps {
  /** Called on submit with the trimmed keyword, or `undefined` when the box is blank (no keyword filter). */
  onSearch: (keyword: string | undefined) => void;
  /** Hint inside the search box, e.g. "搜索课程名称". */
  placeholder: string;
  /** Accessible name of the search box; defaults to "搜索". */
  label?: string;
  /** Longest keyword the box accepts. */
  maxLength?: number;
  /** Other filters (selects) of the same form, submitted together with the keyword. */
  filters?: ReactNode;
  /** Where the other filters sit: before the search box (`start`) or after it (`end`). */
  filtersAt?: 'start' | 'end';
  /** The bar's look: `FilterBar`, or a page's variant of it. */
  bar?: typeof FilterBar;
}

/** The search form above a list (role="search"): the keyword box, other filters, and the search button. */
export function KeywordSearch({ onSearch, placeholder, label, maxLength, filters, filtersAt = 'end', bar: Bar = FilterBar }: KeywordSearchProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  return (
    <Bar
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim() || undefined);
      }}
    >
      {filtersAt === 'start' && filters}
      <TextInput type="search" aria-label={label ?? t('common.search')} placeholder={placeholder} value={keyword} maxLength={maxLength} onChange={(event) => setKeyword(event.target.value)} />
      {filtersAt === 'end' && filters}
      <Button type="submit">{t('common.search')}</Button>
    </Bar>
  );
}
