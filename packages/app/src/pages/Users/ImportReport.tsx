import styled from 'styled-components';
import type { ImportRowError } from '@finedu/domain';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ui-font-size-base);
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    background: var(--ui-color-surface-muted);
    font-weight: var(--ui-font-weight-medium);
  }
  td:first-child {
    font-variant-numeric: tabular-nums;
    text-align: right;
    width: 64px;
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
`;

/** Every bad row of an import: row, column and reason in the user's language. */
export function ImportReport({ errors }: { errors: readonly ImportRowError[] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Scroll>
      <Table aria-label={t('users.importReport')}>
        <thead>
          <tr>
            <th scope="col">{t('users.importRow')}</th>
            <th scope="col">{t('users.importColumn')}</th>
            <th scope="col">{t('users.importReason')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={`${error.row}-${error.column}-${index}`}>
              <td>{error.row}</td>
              <td>{error.column}</td>
              <td>{locale === 'en-US' ? error.message_en : error.message_zh}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
