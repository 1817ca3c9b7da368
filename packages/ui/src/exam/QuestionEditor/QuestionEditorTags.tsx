import { QUESTION_LIMITS } from '@finedu/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { TextInput } from '../../TextInput';
import { QuestionEditorTagList } from './QuestionEditor.styles';
import { UiIcon } from '../../internal/UiIcon';

export interface QuestionEditorTagsProps {
  value: string[];
  onChange: (value: string[]) => void;
  readOnly: boolean;
  removeLabel: (tag: string) => string;
  /** Existing tags offered while typing (a datalist). */
  suggestions?: readonly string[];
  /** Id of the text input (the FormField's label points at it). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** Tags typed one by one: Enter (or a comma) adds, Backspace in the empty input removes the last one. */
export function QuestionEditorTags({ value, onChange, readOnly, removeLabel, suggestions = [], ...inputProps }: QuestionEditorTagsProps) {
  const [text, setText] = useState('');
  const listId = `${useId()}-suggestions`;
  const commit = () => {
    const tag = text.trim();
    if (tag !== '' && !value.includes(tag)) onChange([...value, tag]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div>
      {value.length > 0 && (
        <QuestionEditorTagList>
          {value.map((tag) => (
            <li key={tag}>
              {tag}
              {!readOnly && (
                <button type="button" aria-label={removeLabel(tag)} onClick={() => onChange(value.filter((t) => t !== tag))}>
                  <UiIcon icon={X} />
                </button>
              )}
            </li>
          ))}
        </QuestionEditorTagList>
      )}
      {!readOnly && (
        <TextInput
          {...inputProps}
          value={text}
          maxLength={QUESTION_LIMITS.knowledgePoint}
          list={suggestions.length > 0 ? listId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      )}
      {!readOnly && suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions
            .filter((tag) => !value.includes(tag))
            .map((tag) => (
              <option key={tag} value={tag} />
            ))}
        </datalist>
      )}
    </div>
  );
}
