import styled from 'styled-components';
import type { GeneratePaperResult } from '@finedu/domain';
import { useT } from '../../../i18n/useT';

const Box = styled.section`
  margin: var(--ui-space-4) 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-warning);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-warning-subtle);
  h3 {
    margin: 0 0 var(--ui-space-2);
    font-size: var(--ui-font-size-h4);
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--ui-space-1) var(--ui-space-2);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
  }
  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  @media print {
    display: none;
  }
`;

/** Rules the bank could not fully satisfy: per rule, what was wanted, what was found, and why. Nothing when every rule was met. */
export function ShortfallReport({ shortfall }: { shortfall: GeneratePaperResult['shortfall'] }) {
  const t = useT();
  if (shortfall.length === 0) return null;
  return (
    <Box role="alert" aria-label={t('exam.paper.shortfall.title')}>
      <h3>{t('exam.paper.shortfall.title')}</h3>
      <p>{t('exam.paper.shortfall.hint', { count: shortfall.reduce((sum, item) => sum + (item.wanted - item.found), 0) })}</p>
      <table aria-label={t('exam.paper.shortfall.table')}>
        <thead>
          <tr>
            <th scope="col">{t('exam.paper.shortfall.rule')}</th>
            <th scope="col">{t('exam.paper.rule.section')}</th>
            <th scope="col">{t('exam.paper.shortfall.wanted')}</th>
            <th scope="col">{t('exam.paper.shortfall.found')}</th>
            <th scope="col">{t('exam.paper.shortfall.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {shortfall.map((item) => (
            <tr key={item.rule}>
              <td data-numeric="">{item.rule}</td>
              <td>{item.section_title}</td>
              <td data-numeric="">{item.wanted}</td>
              <td data-numeric="">{item.found}</td>
              <td>{item.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
