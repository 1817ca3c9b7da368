import styled from 'styled-components';
import { Checkbox } from '@finedu/ui';

const Fieldset = styled.fieldset`
  margin: 0 0 var(--ui-space-4);
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  legend { padding: 0 var(--ui-space-1); color: var(--ui-color-text); }
  p { margin: 0; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-4);
  max-height: 180px;
  overflow-y: auto;
`;

export interface IdChecklistProps {
  legend: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Shown when there is nothing to choose from (or the list could not be read). */
  emptyText: string;
  disabled?: boolean;
}

/** A group of checkboxes choosing ids (teachers, classes, colleges, resources). */
export function IdChecklist({ legend, options, value, onChange, emptyText, disabled = false }: IdChecklistProps) {
  return (
    <Fieldset disabled={disabled}>
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <Options>
          {options.map((option) => (
            <Checkbox
              key={option.id}
              checked={value.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))}
            >
              {option.label}
            </Checkbox>
          ))}
        </Options>
      )}
    </Fieldset>
  );
}
