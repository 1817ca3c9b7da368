import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { MarkingQueueItem } from '@finedu/domain';
import { Button, Checkbox, StateView, TextInput, Textarea, useToast } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { Prose } from '../../course/shared/Prose';
import { useStaffViewState } from './useStaffViewState';
import { useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { markingProgress, nextUnmarked, parseMark, visibleRows, type MarkingRow } from './markingFlow';
import { Muted, Toolbar, responseText } from './staffParts';

const Block = styled.section`
  margin: var(--ui-space-4) 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface-muted);
  h3 {
    margin: 0 0 var(--ui-space-2);
    font-size: var(--ui-font-size-h4, 16px);
  }
`;

const Answer = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: var(--ui-space-4);
  padding: var(--ui-space-4) 0;
  border-bottom: 1px solid var(--ui-color-border);
  &[data-state='marked'] header::after {
    content: ' ✓';
    color: var(--ui-color-success);
  }
  header + * {
    margin-top: var(--ui-space-2);
  }
  label {
    display: block;
    margin-bottom: var(--ui-space-1);
    color: var(--ui-color-text-secondary);
  }
`;

const Answers = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FieldError = styled.p`
  margin: var(--ui-space-1) 0 0;
  color: var(--ui-color-danger);
`;

const MARK_PROBLEM: Record<'required' | 'number' | 'range', MessageId> = {
  required: 'exam.staff.mark.required',
  number: 'exam.staff.mark.number',
  range: 'exam.staff.mark.range',
};

interface Draft {
  score: string;
  comment: string;
}

/**
 * Marking one item: the stem and reference answer, then every student's response with a score (0…points) and a comment.
 * Enter in a score saves it and moves to the next unmarked response; a filter keeps only unmarked ones.
 */
export function MarkingView({ examId, item, onBack }: { examId: number; item: MarkingQueueItem; onBack: () => void }) {
  const t = useT();
  const toast = useToast();
  const { exam } = useServices();
  const answers = useQuery((signal) => exam.markingAnswers(examId, item.item, { signal, silent: true }), [examId, item.item]);
  // Marks saved in this sitting, laid over the answers as loaded.
  const [saved, setSaved] = useState<Record<number, Pick<MarkingRow, 'awarded' | 'comment'>>>({});
  const [typed, setTyped] = useState<Record<number, Draft>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const [onlyUnmarked, setOnlyUnmarked] = useState(false);
  const [keep, setKeep] = useState<Set<number>>(new Set());
  const scoreInputs = useRef(new Map<number, HTMLInputElement>());
  const points = answers.data?.score ?? item.score;

  const rows = (answers.data?.list ?? []).map((row) => ({ ...row, ...saved[row.attempt_id] }));
  const draftOf = (row: MarkingRow): Draft => typed[row.attempt_id] ?? { score: row.awarded === null ? '' : String(row.awarded), comment: row.comment };

  const shown = visibleRows(rows, onlyUnmarked, keep);
  const progress = markingProgress(rows);
  const view = useStaffViewState(answers, { emptyTitle: t('exam.staff.mark.empty') }, (data) => data.list.length === 0);

  const save = async (row: MarkingRow, moveOn: boolean) => {
    const draft = draftOf(row);
    const parsed = parseMark(draft.score, points);
    if (!parsed.ok) {
      setProblems((current) => ({ ...current, [row.attempt_id]: t(MARK_PROBLEM[parsed.problem], { max: points }) }));
      return;
    }
    setProblems((current) => ({ ...current, [row.attempt_id]: '' }));
    setSaving(row.attempt_id);
    try {
      const answer = await exam.mark(examId, item.item, row.attempt_id, { score: parsed.score, comment: draft.comment }, { silent: true });
      const mark = { awarded: answer.awarded ?? parsed.score, comment: answer.comment };
      const next = rows.map((current) => (current.attempt_id === row.attempt_id ? { ...current, ...mark } : current));
      setSaved((current) => ({ ...current, [row.attempt_id]: mark }));
      setKeep((current) => new Set(current).add(row.attempt_id));
      if (moveOn) {
        const nextShown = visibleRows(next, onlyUnmarked, new Set(keep).add(row.attempt_id));
        const target = nextUnmarked(nextShown, nextShown.findIndex((current) => current.attempt_id === row.attempt_id));
        const targetRow = target === null ? undefined : nextShown[target];
        if (targetRow) scoreInputs.current.get(targetRow.attempt_id)?.focus();
        else toast.success(t('exam.staff.mark.allDone'));
      }
    } catch (error) {
      setProblems((current) => ({ ...current, [row.attempt_id]: errorText(error, t('common.loadFailed')) }));
    } finally {
      setSaving(null);
    }
  };

  const onScoreKey = (event: KeyboardEvent<HTMLInputElement>, row: MarkingRow) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save(row, true);
  };

  const setDraft = (row: MarkingRow, patch: Partial<Draft>) => setTyped((current) => ({ ...current, [row.attempt_id]: { ...(current[row.attempt_id] ?? draftOf(row)), ...patch } }));

  return (
    <div>
      <Toolbar>
        <Button onClick={onBack}>{t('exam.staff.mark.back')}</Button>
        <Checkbox
          id="marking-only-unmarked"
          checked={onlyUnmarked}
          onChange={(event) => {
            setOnlyUnmarked(event.target.checked);
            setKeep(new Set());
          }}
        >
          {t('exam.staff.mark.onlyUnmarked')}
        </Checkbox>
        <Muted role="status" data-testid="marking-progress">
          {t('exam.staff.mark.progress', { marked: progress.marked, total: progress.total })}
        </Muted>
      </Toolbar>
      <Block aria-label={t('exam.staff.mark.stem')}>
        <h3>{t('exam.staff.mark.itemTitle', { order: item.order, score: points })}</h3>
        <Prose source={answers.data?.stem ?? item.stem} />
      </Block>
      <Block aria-label={t('exam.staff.mark.reference')}>
        <h3>{t('exam.staff.mark.reference')}</h3>
        {answers.data?.reference ? <Prose source={answers.data.reference} breaks /> : <Muted>{t('exam.staff.mark.noReference')}</Muted>}
      </Block>
      <StateView state={view.state} {...view.stateMessages}>
        {shown.length === 0 ? (
          <Muted>{t('exam.staff.mark.noneLeft')}</Muted>
        ) : (
          <Answers aria-label={t('exam.staff.mark.answers')}>
            {shown.map((row) => {
              const draft = draftOf(row);
              const scoreId = `mark-score-${row.attempt_id}`;
              const commentId = `mark-comment-${row.attempt_id}`;
              const problemId = `mark-problem-${row.attempt_id}`;
              const problem = problems[row.attempt_id];
              return (
                <Answer key={row.attempt_id} data-state={row.awarded === null ? 'unmarked' : 'marked'} aria-label={`${row.user_name}（${row.username}）`}>
                  <div>
                    <header>
                      {row.user_name}（{row.username}）
                    </header>
                    {/* A typed answer may hold formulas ($…$): rendered like the stem, its line breaks kept. */}
                    {row.response === null || row.response === '' ? <Muted>{t('exam.staff.review.noResponse')}</Muted> : <Prose source={responseText(row.response)} breaks />}
                  </div>
                  <div>
                    <label htmlFor={scoreId}>{t('exam.staff.mark.score', { max: points })}</label>
                    <TextInput
                      id={scoreId}
                      ref={(node) => {
                        if (node) scoreInputs.current.set(row.attempt_id, node);
                        else scoreInputs.current.delete(row.attempt_id);
                      }}
                      inputMode="decimal"
                      value={draft.score}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? problemId : undefined}
                      onChange={(event) => setDraft(row, { score: event.target.value })}
                      onKeyDown={(event) => onScoreKey(event, row)}
                    />
                    <label htmlFor={commentId}>{t('exam.staff.mark.comment')}</label>
                    <Textarea
                      id={commentId}
                      rows={2}
                      value={draft.comment}
                      onChange={(event) => setDraft(row, { comment: event.target.value })}
                      onKeyDown={(event) => {
                        // Enter writes a new line in a comment; Ctrl/⌘ + Enter saves and moves on like Enter in the score.
                        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                          event.preventDefault();
                          void save(row, true);
                        }
                      }}
                    />
                    {problem && <FieldError id={problemId}>{problem}</FieldError>}
                    <Actions>
                      <Button size="small" variant="primary" loading={saving === row.attempt_id} onClick={() => void save(row, false)} aria-label={t('exam.staff.mark.saveOf', { name: row.user_name })}>
                        {t('common.save')}
                      </Button>
                    </Actions>
                  </div>
                </Answer>
              );
            })}
          </Answers>
        )}
      </StateView>
    </div>
  );
}
