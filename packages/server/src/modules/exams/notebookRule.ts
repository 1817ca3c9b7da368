// Which notebooks a competition account may open (issue 37). A competitor opens CompetitionHome and ExamTake only
// (issue 10): its one use of a notebook is a notebook question of a competition exam it is sitting. The gateway asks
// this rule on every session start or move and every kernel channel, so a competitor reaches no other notebook (no
// case, no scratch path, no exam it does not sit, nothing once its attempt is submitted or past its deadline).
import { examNotebookPath } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { questionsOf } from './attemptScore.js';
import * as repo from './repository.js';
import { writable } from './rules.js';

const EXAM_NOTEBOOK = /^u(\d+)\/exam-(\d{1,9})\/q(\d{1,9})\/q(\d{1,9})\.ipynb$/;

const REFUSED =
  '竞赛账号只能打开正在作答的竞赛考试中的笔记本题 / A competition account may only open the notebook questions of a competition exam it is sitting';

/** The rule for the notebook gateway: null when `user` may open `path` (`u<id>/…`), else why not (zh / en). */
export function competitorNotebookRule(db: Db, clock: Clock) {
  return async (user: { id: number; role: string }, path: string): Promise<string | null> => {
    if (user.role !== 'competitor') return null;
    const match = EXAM_NOTEBOOK.exec(path);
    if (match === null || Number(match[1]) !== user.id) return REFUSED;
    const examId = Number(match[2]);
    const questionId = Number(match[3]);
    if (`u${user.id}/${examNotebookPath(examId, questionId)}` !== path) return REFUSED;
    const now = clock.now();
    const sitting = (await repo.attemptsOf(db, examId, user.id)).some((attempt) => attempt.status === 'in_progress' && writable(attempt, now));
    if (!sitting) return REFUSED;
    const exam = await repo.findExam(db, examId);
    const question = exam === null ? undefined : questionsOf(exam.snapshot).find((q) => q.question_id === questionId);
    return question?.question.content.type === 'notebook' ? null : REFUSED;
  };
}
