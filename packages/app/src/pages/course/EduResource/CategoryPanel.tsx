import { useState } from 'react';
import styled from 'styled-components';
import type { ResourceCategory } from '@finedu/domain';
import { Button, Card, FormAlert, TextInput, useToast } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; align-items: center; gap: var(--ui-space-1); }
  li > button:first-child { flex: 1; justify-content: flex-start; }
`;

const Add = styled.form`
  display: flex;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-3);
`;

export interface CategoryPanelProps {
  categories: readonly ResourceCategory[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** Staff may add and remove categories. */
  manage: boolean;
  onChanged: () => void;
}

/** The library's categories: pick one to filter; staff add and remove them. */
export function CategoryPanel({ categories, selected, onSelect, manage, onChanged }: CategoryPanelProps) {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState('');
  const create = async () => {
    setFailure('');
    if (name.trim() === '') return setFailure(t('validation.required', { field: t('resource.categoryName') }));
    try {
      await courses.createCategory({ name: name.trim() }, { silent: true });
      setName('');
      onChanged();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    }
  };
  const remove = async (category: ResourceCategory) => {
    try {
      await courses.removeCategory(category.id, { silent: true });
      if (selected === category.id) onSelect(undefined);
      onChanged();
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };
  return (
    <Card title={t('resource.categories')} padding="compact">
      <List aria-label={t('resource.categories')}>
        <li>
          <Button variant={selected === undefined ? 'primary' : 'link'} aria-pressed={selected === undefined} onClick={() => onSelect(undefined)}>
            {t('resource.allCategories')}
          </Button>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Button variant={selected === category.id ? 'primary' : 'link'} aria-pressed={selected === category.id} onClick={() => onSelect(category.id)}>
              {category.name}（{category.resource_count}）
            </Button>
            {manage && category.edu_id !== null && (
              <Button size="small" variant="link" aria-label={t('resource.removeCategory', { name: category.name })} onClick={() => void remove(category)}>
                ×
              </Button>
            )}
          </li>
        ))}
      </List>
      {manage && (
        <Add
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextInput size="small" aria-label={t('resource.categoryName')} placeholder={t('resource.categoryName')} value={name} onChange={(event) => setName(event.target.value)} />
          <Button size="small" type="submit">
            {t('resource.addCategory')}
          </Button>
        </Add>
      )}
      <FormAlert>{failure}</FormAlert>
    </Card>
  );
}
