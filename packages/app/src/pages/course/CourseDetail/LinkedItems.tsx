import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Select, TextInput } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { parseId } from '../shared/chapters';

const Fieldset = styled.fieldset`
  margin: 0 0 var(--ui-space-4);
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  ul { list-style: none; margin: 0 0 var(--ui-space-2); padding: 0; display: flex; flex-wrap: wrap; gap: var(--ui-space-2); }
  li { display: inline-flex; align-items: center; gap: var(--ui-space-1); padding: 0 var(--ui-space-2); border-radius: var(--ui-radius-sm); background: var(--ui-color-primary-subtle); }
  p { margin: 0 0 var(--ui-space-2); color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
`;

const Add = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  align-items: center;
  & > * { width: auto; }
`;

export interface LinkedItemsProps {
  legend: string;
  /** Linked ids in order. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Titles known for ids (saved links and the choices). */
  titles: ReadonlyMap<number, string>;
  /** Items that can be chosen; undefined when the caller may not list them (then ids are typed). */
  choices: readonly { id: number; title: string }[] | undefined;
  max: number;
}

/** Cases or exams linked to a chapter: chosen from a list when one is readable, or added by number. */
export function LinkedItems({ legend, value, onChange, titles, choices, max }: LinkedItemsProps) {
  const t = useT();
  const inputId = useId();
  const [picked, setPicked] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const add = (raw: string) => {
    const id = parseId(raw.trim());
    if (id === null) return setError(t('course.link.badId'));
    if (value.includes(id)) return setError(t('course.link.duplicate'));
    if (value.length >= max) return setError(t('course.link.tooMany', { max }));
    setError('');
    onChange([...value, id]);
    setPicked('');
    setTyped('');
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {value.length === 0 ? (
        <p>{t('course.link.none')}</p>
      ) : (
        <ul aria-label={legend}>
          {value.map((id) => {
            const title = titles.get(id) ?? t('course.link.unsaved', { id });
            return (
              <li key={id}>
                {title}
                <Button size="small" variant="link" aria-label={t('course.link.remove', { title })} onClick={() => onChange(value.filter((other) => other !== id))}>
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Add>
        {choices && choices.length > 0 ? (
          <>
            <Select
              aria-label={t('course.link.choose', { what: legend })}
              value={picked}
              placeholder={t('common.selectPlaceholder')}
              options={choices.filter((choice) => !value.includes(choice.id)).map((choice) => ({ value: String(choice.id), label: `${choice.title} (#${choice.id})` }))}
              onChange={(event) => setPicked(event.target.value)}
            />
            <Button size="small" disabled={picked === ''} onClick={() => add(picked)}>
              {t('course.link.add')}
            </Button>
          </>
        ) : null}
        <label htmlFor={inputId}>{t('course.link.byId')}</label>
        <TextInput id={inputId} inputMode="numeric" size="small" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button size="small" disabled={typed.trim() === ''} onClick={() => add(typed)}>
          {t('course.link.add')}
        </Button>
      </Add>
      {error && <p role="alert">{error}</p>}
    </Fieldset>
  );
}
