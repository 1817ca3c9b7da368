import { forwardRef, useId, useMemo, useState, type HTMLAttributes } from 'react';
import { Checkbox } from '../Checkbox';
import { TextInput } from '../TextInput';
import { CheckboxPickerBar, CheckboxPickerCount, CheckboxPickerEmpty, CheckboxPickerItem, CheckboxPickerList, CheckboxPickerRoot } from './CheckboxPicker.styles';
import { DEFAULT_CHECKBOX_PICKER_LABELS, type CheckboxPickerLabels } from './CheckboxPickerLabels';

/** One choice of the picker. */
export interface CheckboxPickerOption {
  /** Stable id (what `selected` holds). */
  id: number;
  /** The main text (a student's name). */
  label: string;
  /** What else it is known and searched by (username, 学号), shown after the label. */
  details?: ReadonlyArray<string | null | undefined>;
}

export interface CheckboxPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** Every choice, in the order shown. */
  options: readonly CheckboxPickerOption[];
  /** The ids ticked (controlled). */
  selected: ReadonlySet<number>;
  /** Called with the new set of ticked ids. */
  onChange: (selected: Set<number>) => void;
  /** Names the list of choices for screen readers. */
  'aria-label': string;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<CheckboxPickerLabels>;
}

/** Lower-cased, without spaces, for a match that ignores case and spacing ("张 三", "S2026001"). */
const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, '');

/** The options whose label or any detail contains `query` (all of them for an empty query). */
export function filterPickerOptions(options: readonly CheckboxPickerOption[], query: string): CheckboxPickerOption[] {
  const needle = fold(query);
  if (needle === '') return [...options];
  return options.filter((option) => [option.label, ...(option.details ?? [])].some((text) => typeof text === 'string' && fold(text).includes(needle)));
}

/**
 * Choosing some of a long list (a class's students among a college's): a search box over the label and details
 * (name, username, 学号), "select all" over what the search shows, and how many are ticked; one column on a phone.
 */
export const CheckboxPicker = forwardRef<HTMLDivElement, CheckboxPickerProps>(function CheckboxPicker(
  { options, selected, onChange, 'aria-label': ariaLabel, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...DEFAULT_CHECKBOX_PICKER_LABELS, ...labelOverrides }), [labelOverrides]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterPickerOptions(options, query), [options, query]);
  const shownTicked = shown.filter((option) => selected.has(option.id)).length;
  const allShown = shown.length > 0 && shownTicked === shown.length;
  const countId = useId();

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const toggleShown = () => {
    const next = new Set(selected);
    for (const option of shown) {
      if (allShown) next.delete(option.id);
      else next.add(option.id);
    }
    onChange(next);
  };

  return (
    <CheckboxPickerRoot ref={ref} {...rest}>
      <TextInput type="search" aria-label={labels.search} placeholder={labels.searchPlaceholder} value={query} onChange={(event) => setQuery(event.target.value)} />
      <CheckboxPickerBar>
        <Checkbox checked={allShown} indeterminate={shownTicked > 0 && !allShown} disabled={shown.length === 0} onChange={toggleShown}>
          {query.trim() === '' ? labels.selectAll : labels.selectAllMatching(shown.length)}
        </Checkbox>
        <CheckboxPickerCount id={countId} aria-live="polite">
          {labels.count(selected.size, options.length)}
        </CheckboxPickerCount>
      </CheckboxPickerBar>
      {shown.length === 0 ? (
        <CheckboxPickerEmpty role="status">{labels.noMatch}</CheckboxPickerEmpty>
      ) : (
        <CheckboxPickerList role="group" aria-label={ariaLabel} aria-describedby={countId}>
          {shown.map((option) => {
            const details = (option.details ?? []).filter((detail): detail is string => typeof detail === 'string' && detail !== '');
            return (
              <CheckboxPickerItem key={option.id}>
                <Checkbox checked={selected.has(option.id)} onChange={(event) => toggle(option.id, event.target.checked)}>
                  {option.label}
                  {details.length > 0 && <small> {details.join(' · ')}</small>}
                </Checkbox>
              </CheckboxPickerItem>
            );
          })}
        </CheckboxPickerList>
      )}
    </CheckboxPickerRoot>
  );
});
