import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CollegeWithCounts } from '@finedu/domain';
import { Checkbox, FormAlert, FormField, Skeleton } from '@finedu/ui';
import { readAllPages } from '../../../hooks/readAllPages';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';

const ScopeFieldset = styled.fieldset`
  border: 0;
  margin: 0 0 var(--ui-space-4);
  padding: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: var(--ui-space-2);
    font-weight: var(--ui-font-weight-medium);
  }
`;

const ScopeHelp = styled.p`
  margin: var(--ui-space-1) 0 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

const CollegeList = styled.ul`
  list-style: none;
  margin: var(--ui-space-2) 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--ui-space-1) var(--ui-space-4);
  max-height: 14rem;
  overflow: auto;
`;

/**
 * Which colleges see a published case: all (`edu_ids: []`) or the ones ticked. Only the sys_admin can list
 * colleges; a sys_teacher sees the scope and keeps it as it is.
 */
export function PublishScopeField({ value, onChange }: { value: number[]; onChange: (eduIds: number[]) => void }) {
  const t = useT();
  const { colleges } = useServices();
  const user = useCurrentUser();
  const canChoose = user?.role === 'sys_admin';
  const loaded = useQuery((signal) => (canChoose ? readAllPages<CollegeWithCounts>((page) => colleges.list({ page, page_size: 100 }, { signal, silent: true })) : Promise.resolve([])), [canChoose]);
  const [restricted, setRestricted] = useState(value.length > 0);
  const helpId = useId();
  const everyone = value.length === 0;

  if (!canChoose) {
    return (
      <FormField labelSuffix={t('common.fieldSuffix')} label={t('cases.field.scope')} help={t('cases.scopeSysAdminOnly')}>
        <span data-testid="case-scope">{everyone ? t('cases.scopeAll') : t('cases.scopeSome', { count: value.length })}</span>
      </FormField>
    );
  }
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((other) => other !== id));
  return (
    <ScopeFieldset aria-describedby={helpId}>
      <legend>{t('cases.field.scope')}</legend>
      <div>
        <Checkbox
          checked={!restricted}
          onChange={(event) => {
            setRestricted(!event.target.checked);
            if (event.target.checked) onChange([]);
          }}
        >
          {t('cases.scopeAll')}
        </Checkbox>
        {restricted && everyone && <p role="status">{t('cases.scopeNoneYet')}</p>}
        {restricted &&
          (loaded.error ? (
            <FormAlert>{toQueryError(loaded.error).message}</FormAlert>
          ) : loaded.data === undefined ? (
            <Skeleton lines={3} />
          ) : (
            <CollegeList aria-label={t('cases.scopeColleges')}>
              {loaded.data.map((college) => (
                <li key={college.id}>
                  <Checkbox checked={value.includes(college.id)} onChange={(event) => toggle(college.id, event.target.checked)}>
                    {college.title}
                  </Checkbox>
                </li>
              ))}
            </CollegeList>
          ))}
      </div>
      <ScopeHelp id={helpId}>{t('cases.scopeHelp')}</ScopeHelp>
    </ScopeFieldset>
  );
}
