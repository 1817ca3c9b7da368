// Marking by item (short answers and case sub-questions of that type), and regrading a whole exam.
import { roundScore, type LeafContent, type MarkingAnswers, type MarkingQueueItem, type MarkWrite, type QuestionResponse } from '@finedu/domain';
import type { z } from 'zod';
import type { AnswerDetail, ExamRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import type { ClosingDeps } from './closing.js';
import { gradeAttempt, questionsOf, type FrozenQuestion } from './attemptScore.js';
import { subPoints } from './questionScore.js';
import * as repo from './repository.js';
import { attemptNotFound } from './rules.js';
import type { ExamsService } from './service.js';

type MarkBody = z.output<typeof MarkWrite>;

interface Item {
  item: string;
  question: FrozenQuestion;
  order: number;
  subKey: string | null;
  stem: string;
  points: number;
  reference: string;
}

const itemNotFound = () => notFound('阅卷项不存在', 'Marking item not found');

/** Every item a teacher marks, in paper order. */
export function markingItems(exam: ExamRow): Item[] {
  return questionsOf(exam.snapshot).flatMap((q, i): Item[] => {
    const content = q.question.content;
    if (content.type === 'short') return [{ item: String(q.question_id), question: q, order: i + 1, subKey: null, stem: q.question.stem, points: q.score, reference: content.reference }];
    if (content.type !== 'case') return [];
    return content.children
      .filter((c): c is typeof c & { content: Extract<LeafContent, { type: 'short' }> } => c.content.type === 'short')
      .map((c) => ({
        item: `${q.question_id}:${c.key}`,
        question: q,
        order: i + 1,
        subKey: c.key,
        stem: `${q.question.stem}\n\n${c.stem}`,
        points: subPoints(content, c.key, q.score),
        reference: c.content.reference,
      }));
  });
}

const leafOf = (detail: AnswerDetail | undefined, subKey: string | null) => (subKey === null ? detail : detail?.subs?.[subKey]);

function responseOf(response: QuestionResponse | null | undefined, subKey: string | null): QuestionResponse {
  if (response === null || response === undefined) return null;
  if (subKey === null) return response;
  return typeof response === 'object' && !Array.isArray(response) ? (response[subKey] ?? null) : null;
}

export class MarkingService {
  constructor(
    private readonly deps: ClosingDeps,
    private readonly exams: ExamsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private itemOf(exam: ExamRow, item: string): Item {
    const found = markingItems(exam).find((i) => i.item === item);
    if (found === undefined) throw itemNotFound();
    return found;
  }

  async queue(user: AuthUser, id: number): Promise<{ list: MarkingQueueItem[] }> {
    const exam = await this.exams.staffExam(user, id);
    const attempts = await repo.submittedAttemptsOfExams(this.db, [id]);
    const answers = await repo.answersOf(this.db, attempts.map((a) => a.id));
    return {
      list: markingItems(exam).map((item) => {
        const mine = answers.filter((a) => a.questionId === item.question.question_id);
        return {
          item: item.item,
          question_id: item.question.question_id,
          order: item.order,
          type: item.question.question.type,
          stem: item.stem,
          score: item.points,
          total: attempts.length,
          marked: mine.filter((a) => (leafOf(a.detail, item.subKey)?.awarded ?? null) !== null).length,
        };
      }),
    };
  }

  async answers(user: AuthUser, id: number, itemKey: string): Promise<MarkingAnswers> {
    const exam = await this.exams.staffExam(user, id);
    const item = this.itemOf(exam, itemKey);
    const attempts = await repo.submittedAttemptsOfExams(this.db, [id]);
    const [answers, users] = await Promise.all([repo.answersOf(this.db, attempts.map((a) => a.id)), repo.findUsersByIds(this.db, [...new Set(attempts.map((a) => a.userId))])]);
    const userById = new Map(users.map((u) => [u.id, u]));
    const answerOf = new Map(answers.filter((a) => a.questionId === item.question.question_id).map((a) => [a.attemptId, a]));
    return {
      item: item.item,
      stem: item.stem,
      score: item.points,
      reference: item.reference,
      list: attempts.map((a) => {
        const answer = answerOf.get(a.id);
        const leaf = leafOf(answer?.detail, item.subKey);
        const who = userById.get(a.userId);
        return {
          attempt_id: a.id,
          user_id: a.userId,
          user_name: who?.name ?? '',
          username: who?.username ?? '',
          response: responseOf(answer?.response, item.subKey),
          awarded: leaf?.awarded ?? null,
          comment: leaf?.mark?.comment ?? '',
        };
      }),
    };
  }

  /** A teacher's mark (≤ the item's points) on one submitted attempt; the attempt's score follows. */
  async mark(user: AuthUser, id: number, itemKey: string, attemptId: number, body: MarkBody): Promise<MarkingAnswers['list'][number]> {
    const exam = await this.exams.staffExam(user, id, true);
    const item = this.itemOf(exam, itemKey);
    if (body.score > item.points) throw badRequest(`本题最多 ${item.points} 分`, `This item is worth at most ${item.points} points`);
    const attempt = await repo.findAttempt(this.db, attemptId);
    if (attempt === null || attempt.examId !== id) throw attemptNotFound();
    if (attempt.status !== 'submitted') throw badRequest('答卷尚未提交，不能评分', 'This attempt has not been submitted yet');
    const now = this.deps.clock.now();
    await this.db.transaction(async (tx) => {
      const [answer] = (await repo.answersOf(tx, [attemptId])).filter((a) => a.questionId === item.question.question_id);
      const detail: AnswerDetail = structuredClone(answer?.detail ?? { awarded: null, correct: null });
      const mark = { score: roundScore(body.score), comment: body.comment, by: user.id, at: now.toISOString() };
      if (item.subKey === null) detail.mark = mark;
      else detail.subs = { ...(detail.subs ?? {}), [item.subKey]: { ...(detail.subs?.[item.subKey] ?? { awarded: null, correct: null }), mark } };
      await repo.saveGrade(tx, attemptId, item.question.question_id, { awarded: answer?.awarded ?? null, detail }, now);
      await gradeAttempt(tx, exam, attempt, { backend: this.deps.runner.available }, now);
    });
    const marked = (await this.answers(user, id, itemKey)).list.find((a) => a.attempt_id === attemptId);
    return marked!;
  }

  /** Regrades every submitted attempt (objective types now; programming answers in the background). */
  async regrade(user: AuthUser, id: number): Promise<{ regraded: number }> {
    const exam = await this.exams.staffExam(user, id, true);
    const attempts = await repo.submittedAttemptsOfExams(this.db, [id]);
    const now = this.deps.clock.now();
    await this.db.transaction(async (tx) => {
      for (const attempt of attempts) await gradeAttempt(tx, exam, attempt, { backend: this.deps.runner.available, rerunPrograms: this.deps.runner.available }, now);
    });
    for (const attempt of attempts) await this.deps.runner.enqueue(attempt.id);
    return { regraded: attempts.length };
  }
}
