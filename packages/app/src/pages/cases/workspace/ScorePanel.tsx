import { useMemo, useState } from 'react';
import { REPORT_MAX_BYTES, UploadClient, type CaseScore, type MediaCheckResult, type StudyCase } from '@finedu/domain';
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
              <dd>{data.manual.pending > 0 ? t('case.scoreTotalPartial', { total: data.total, assessed: data.max - data.manual.pending, pending: data.manual.pending }) : `${data.total} / ${data.max}`}</dd>
              <dt>{t('case.scoreAuto')}</dt>
              <dd>{`${data.auto.score} / ${data.auto.max}（${formatDateTime(data.auto.evaluated_at)}）`}</dd>
              <dt>{t('case.scoreManual')}</dt>
              <dd>{manualScore(data.manual, t)}</dd>
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

/** The teacher's part: waiting (nothing marked yet), partly marked, or marked — never an unmarked 0. */
function manualScore(manual: CaseScore['manual'], t: ReturnType<typeof useT>): string {
  if (manual.pending > 0 && manual.pending >= manual.max) return t('case.scoreManualWaiting', { max: manual.max });
  if (manual.pending > 0) return t('case.scoreManualPartial', { score: manual.score, max: manual.max, pending: manual.pending });
  return `${manual.score} / ${manual.max}（${formatDateTime(manual.marked_at)}）`;
}
