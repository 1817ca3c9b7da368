import type { QuestionImportPreview as ImportPreview } from '@finedu/domain';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { ImportScroll, ImportSummary, ImportTable, totalsText } from './importTable';

/**
 * What an import of the chosen file would do: the totals by type, then every item with its position, line, type,
 * stem and problems. The import is possible only when no item has a problem.
 */
export function QuestionImportPreview({ preview }: { preview: ImportPreview }) {
  const t = useT();
  const errors = preview.error_count;
  return (
    <section aria-label={t('exam.bank.import.preview')}>
      <ImportSummary role="status" data-tone={errors > 0 ? 'danger' : 'success'}>
        {errors > 0
          ? t('exam.bank.import.previewFailed', { total: preview.items.length, errors })
          : t('exam.bank.import.previewReady', { total: preview.items.length, types: totalsText(t, preview.totals) })}
      </ImportSummary>
      <ImportScroll>
        <ImportTable aria-label={t('exam.bank.import.previewTable')}>
          <thead>
            <tr>
              <th scope="col">{t('exam.bank.import.item')}</th>
              <th scope="col">{t('exam.bank.import.line')}</th>
              <th scope="col" data-nowrap="">
                {t('exam.bank.field.type')}
              </th>
              <th scope="col">{t('exam.bank.field.stem')}</th>
              <th scope="col">{t('exam.bank.import.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((item) => (
              <tr key={item.item} data-state={item.errors.length > 0 ? 'error' : 'ok'}>
                <td data-numeric="">{item.item}</td>
                <td data-numeric="">{item.line ?? t('common.none')}</td>
                <td data-nowrap="">{item.type ? t(`exam.bank.type.${item.type}` as MessageId) : t('common.none')}</td>
                <td>{item.stem || item.title || t('common.none')}</td>
                {item.errors.length > 0 ? (
                  <td data-tone="danger">
                    {item.errors.length === 1 ? (
                      item.errors[0]
                    ) : (
                      <ul>
                        {item.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                ) : (
                  <td data-tone="success">{t('exam.bank.import.itemReady')}</td>
                )}
              </tr>
            ))}
          </tbody>
        </ImportTable>
      </ImportScroll>
    </section>
  );
}
