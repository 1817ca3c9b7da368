import styled from 'styled-components';
import type { QuestionImportReport as ImportReport } from '@finedu/domain';
import { useT } from '../../../i18n/useT';

const Summary = styled.p`
  margin: var(--ui-space-3) 0;
  font-weight: var(--ui-font-weight-medium);
  &[data-tone='danger'] {
    color: var(--ui-color-danger);
  }
  &[data-tone='success'] {
    color: var(--ui-color-success);
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    position: sticky;
    top: 0;
    background: var(--ui-color-surface-muted);
    font-weight: var(--ui-font-weight-medium);
  }
  td[data-numeric] {
    font-variant-numeric: tabular-nums;
    text-align: right;
    width: 64px;
  }
`;

/** The result of an import: how many questions came in, and every item that did not with its position, line, title and reason. */
export function QuestionImportReport({ report }: { report: ImportReport }) {
  const t = useT();
  const failed = report.failed.length;
  return (
    <section aria-label={t('exam.bank.import.report')}>
      <Summary role="status" data-tone={failed > 0 ? 'danger' : 'success'}>
        {failed > 0 ? t('exam.bank.import.summaryFailed', { imported: report.imported, failed }) : t('exam.bank.import.summary', { imported: report.imported })}
      </Summary>
      {failed > 0 && (
        <Scroll>
          <Table aria-label={t('exam.bank.import.failedTable')}>
            <thead>
              <tr>
                <th scope="col">{t('exam.bank.import.item')}</th>
                <th scope="col">{t('exam.bank.import.line')}</th>
                <th scope="col">{t('exam.bank.import.itemTitle')}</th>
                <th scope="col">{t('exam.bank.import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.failed.map((item) => (
                <tr key={`${item.item}-${item.line ?? ''}`}>
                  <td data-numeric="">{item.item}</td>
                  <td data-numeric="">{item.line ?? t('common.none')}</td>
                  <td>{item.title || t('common.none')}</td>
                  <td>{item.reason}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </section>
  );
}
