import { useMemo, useState } from 'react';
import { REPORT_MAX_BYTES, UploadClient, type MediaCheckResult, type StudyCase } from '@finedu/domain';
import { Card, StateView, Uploader, formatFileSize } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { DescriptionList } from '../../../components/DescriptionList';
import { useViewState } from '../../../components/tableState';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { uploadKeyFromUrl } from '../admin/caseDraft';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';

/** The student's score (automatic + teacher's marking + report) and the report upload with its check. */
export function ScorePanel({ study }: { study: StudyCase }) {
  const t = useT();
  const { classroom, http } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const labels = useUploaderLabels();
  const score = useQuery((signal) => classroom.score(study.id, undefined, { signal, silent: true }), [study.id]);
  const view = useViewState(score, {}, () => false);
  const [check, setCheck] = useState<MediaCheckResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const checkReport = async (url: string, filename: string) => {
    setError(null);
    try {
      const result = await classroom.checkReport({ case_id: study.id, key: uploadKeyFromUrl(url), filename }, { silent: true });
      setCheck(result);
      if (result.recorded) score.reload();
    } catch (reason) {
      setError(toQueryError(reason).message);
    }
  };

  const data = score.data;
  return (
    <>
      <Card title={t('case.myScore')}>
        <StateView state={view.state} {...view.stateMessages}>
          {data && (
            <DescriptionList>
              <dt>{t('case.scoreTotal')}</dt>
              <dd>{`${data.total} / ${data.max}`}</dd>
              <dt>{t('case.scoreAuto')}</dt>
              <dd>{`${data.auto.score} / ${data.auto.max}（${formatDateTime(data.auto.evaluated_at)}）`}</dd>
              <dt>{t('case.scoreManual')}</dt>
              <dd>{`${data.manual.score} / ${data.manual.max}（${formatDateTime(data.manual.marked_at)}）`}</dd>
              <dt>{t('case.teacherComment')}</dt>
              <dd>{data.manual.comment || t('common.none')}</dd>
              <dt>{t('case.report')}</dt>
              <dd>{data.report ? `${data.report.filename}（${data.report.score === null ? t('case.reportNotScored') : t('case.reportScore', { score: data.report.score })}）` : t('case.noReport')}</dd>
            </DescriptionList>
          )}
        </StateView>
      </Card>
      <Card title={t('case.uploadReport')}>
        <Uploader uploader={uploader} accept=".pdf,.docx,.md" labels={labels} hint={t('case.reportHint', { size: formatFileSize(REPORT_MAX_BYTES) })} onUploaded={(file) => void checkReport(file.url, file.filename)} />
        {error && <StateView state="error" errorTitle={t('case.reportCheckFailed')} errorMessage={error} />}
        {check && (
          <div role="status">
            {check.ok ? t('case.reportOk') : t('case.reportProblems', { problems: check.problems.join('；') })}
          </div>
        )}
      </Card>
    </>
  );
}
