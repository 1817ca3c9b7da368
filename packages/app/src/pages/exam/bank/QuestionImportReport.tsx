import type { QuestionImportReport as ImportReport } from '@finedu/domain';
import { useT } from '../../../i18n/useT';
import { ImportScroll, ImportSummary, ImportTable, totalsText } from './importTable';

/**
 * The result of an import, all or nothing: how many questions came in by type, or (when the file changed since the
 * preview and an item is bad) that nothing did, with every bad item's position, line, title and reason.
 */
export function QuestionImportReport({ report }: { report: ImportReport }) {
  const t = useT();
  const failed = report.failed.length;
  return (
    <section aria-label={t('exam.bank.import.report')}>
      <ImportSummary role="status" data-tone={failed > 0 ? 'danger' : 'success'}>
        {failed > 0 ? report.message : t('exam.bank.import.summary', { imported: report.imported, types: totalsText(t, report.totals) })}
      </ImportSummary>
      {failed > 0 && (
        <ImportScroll>
          <ImportTable aria-label={t('exam.bank.import.failedTable')}>
            <thead>
              <tr>
                <th scope="col">{t('exam.bank.import.item')}</th>
                <th scope="col">{t('exam.bank.import.line')}</th>
                <th scope="col">{t('exam.bank.import.itemTitle')}</th>
                <th scope="col">{t('exam.bank.import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.failed.map((item, index) => (
                <tr key={`${item.item}-${index}`}>
                  <td data-numeric="">{item.item}</td>
                  <td data-numeric="">{item.line ?? t('common.none')}</td>
                  <td>{item.title || t('common.none')}</td>
                  <td>{item.reason}</td>
                </tr>
              ))}
            </tbody>
          </ImportTable>
        </ImportScroll>
      )}
    </section>
  );
}
