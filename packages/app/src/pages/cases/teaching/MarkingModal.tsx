import { useEffect, useState, type FormEvent } from 'react';
import type { CaseStudent, RubricItem } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal, StateView, Textarea, TextInput } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ItemBox as Item } from '../shared/ItemBox';


interface Draft {
  points: string;
  comment: string;
}

/** Marking per rubric item (points within the item's maximum, a comment each) and an overall comment. */
export function MarkingModal({ caseId, rubric, student, onClose, onSaved }: { caseId: number; rubric: RubricItem[]; student: CaseStudent; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { classroom } = useServices();
  const existing = useQuery((signal) => classroom.markings({ case_id: caseId, user_id: student.user_id }, { signal, silent: true }), [caseId, student.user_id]);
  const report = useQuery((signal) => classroom.score(caseId, student.user_id, { signal, silent: true }).then((score) => score.report), [caseId, student.user_id]);
  const view = useViewState(existing, {}, () => false);
  const [reportScore, setReportScore] = useState('');
  const [reportComment, setReportComment] = useState('');
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const marking = existing.data?.[0];
    setDrafts(Object.fromEntries(rubric.map((item) => {
      const mark = marking?.items.find((candidate) => candidate.rubric_id === item.id);
      return [item.id, { points: mark ? String(mark.points) : '', comment: mark?.comment ?? '' }];
    })));
    setComment(marking?.comment ?? '');
  }, [existing.data, rubric]);

  useEffect(() => {
    if (report.data?.score !== null && report.data?.score !== undefined) setReportScore(String(report.data.score));
    setReportComment(report.data?.comment ?? '');
  }, [report.data]);
  const reportInvalid = reportScore !== '' && !(Number(reportScore) >= 0 && Number(reportScore) <= 100);

  const invalid = rubric.find((item) => {
    const value = drafts[item.id]?.points ?? '';
    const points = Number(value);
    return value !== '' && (!Number.isFinite(points) || points < 0 || points > item.points);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || reportInvalid) return;
    setBusy(true);
    setError(null);
    try {
      const items = rubric.map((item) => ({ rubric_id: item.id, points: Number(drafts[item.id]?.points || 0), comment: drafts[item.id]?.comment ?? '' }));
      await classroom.mark({ case_id: caseId, user_id: student.user_id, items, comment }, { silent: true });
      if (report.data && reportScore !== '') {
        await classroom.scoreReport({ case_id: caseId, user_id: student.user_id, score: Number(reportScore), comment: reportComment }, { silent: true });
      }
      onSaved();
    } catch (reason) {
      setError(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const setDraft = (id: string, patch: Partial<Draft>) => setDrafts((current) => ({ ...current, [id]: { points: '', comment: '', ...current[id], ...patch } }));

  return (
    <Modal
      open
      size="medium"
      title={t('teaching.markTitle', { name: student.name })}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="marking-form" disabled={busy || Boolean(invalid) || reportInvalid || rubric.length === 0}>
            {busy ? t('common.saving') : t('teaching.saveMarks')}
          </Button>
        </>
      }
    >
      <StateView state={view.state} {...view.stateMessages}>
        <form id="marking-form" aria-label={t('teaching.markTitle', { name: student.name })} onSubmit={submit}>
          {error && <FormAlert>{error}</FormAlert>}
          {rubric.length === 0 && <p>{t('teaching.noRubric')}</p>}
          {rubric.map((item) => (
            <Item key={item.id}>
              <legend>{t('teaching.rubricItem', { name: item.name, points: item.points })}</legend>
              <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.points')} error={invalid?.id === item.id ? t('teaching.pointsRange', { max: item.points }) : undefined}>
                <TextInput inputMode="decimal" value={drafts[item.id]?.points ?? ''} onChange={(event) => setDraft(item.id, { points: event.target.value })} />
              </FormField>
              <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.itemComment')}>
                <TextInput value={drafts[item.id]?.comment ?? ''} onChange={(event) => setDraft(item.id, { comment: event.target.value })} />
              </FormField>
            </Item>
          ))}
          <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.comment')}>
            <Textarea value={comment} onChange={(event) => setComment(event.target.value)} />
          </FormField>
          <Item>
            <legend>{t('teaching.report')}</legend>
            {report.data ? (
              <>
                <p>{report.data.filename}</p>
                <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.reportScore')} error={reportInvalid ? t('teaching.reportRange') : undefined}>
                  <TextInput inputMode="decimal" value={reportScore} onChange={(event) => setReportScore(event.target.value)} />
                </FormField>
                <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.reportComment')}>
                  <TextInput value={reportComment} onChange={(event) => setReportComment(event.target.value)} />
                </FormField>
              </>
            ) : (
              <p>{t('teaching.noReport')}</p>
            )}
          </Item>
        </form>
      </StateView>
    </Modal>
  );
}
