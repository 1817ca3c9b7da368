// Exam statistics, the xlsx of an exam's scores, and the class gradebook (edu/score).
import { roundScore, type ExamStatistics, type Gradebook, type GradebookWeights } from '@finedu/domain';
import type { z } from 'zod';
import type { ExamAttemptRow, ExamRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import type { ClosingDeps } from './closing.js';
import { questionsOf } from './attemptScore.js';
import * as repo from './repository.js';
import { examStatus } from './rules.js';
import type { ExamsService } from './service.js';
import { distribution, questionFigures, summary, type ScoredAttempt } from './statistics.js';
import { questionTypeLabel } from '../questions/index.js';
import { writeWorkbook, type WorkbookSheet, type WorkbookValue } from '../../lib/workbook.js';

type WeightsBody = z.output<typeof GradebookWeights>;

/** The attempt that counts for a student: the highest-scoring submitted one (Moodle's "highest grade"). */
function bestAttempts(attempts: ExamAttemptRow[]): Map<number, ExamAttemptRow> {
  const best = new Map<number, ExamAttemptRow>();
  for (const a of attempts) {
    if (a.status !== 'submitted') continue;
    const seen = best.get(a.userId);
    if (seen === undefined || (a.score ?? 0) > (seen.score ?? 0)) best.set(a.userId, a);
  }
  return best;
}

const STATUS_LABEL: Record<string, string> = { in_progress: '作答中', submitted: '已提交' };

export class ReportsService {
  constructor(
    private readonly deps: ClosingDeps,
    private readonly exams: ExamsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async statistics(user: AuthUser, id: number): Promise<ExamStatistics> {
    const exam = await this.exams.staffExam(user, id);
    const [candidates, attempts] = await Promise.all([repo.candidatesOf(this.db, id), repo.submittedAttemptsOfExams(this.db, [id])]);
    const counted = [...bestAttempts(attempts).values()];
    const answers = await repo.answersOf(this.db, counted.map((a) => a.id));
    const scored: ScoredAttempt[] = counted.map((a) => ({
      score: a.score ?? 0,
      awarded: new Map(answers.filter((x) => x.attemptId === a.id).map((x) => [x.questionId, x.awarded])),
    }));
    const questions = questionsOf(exam.snapshot);
    const figures = new Map(questionFigures(scored, questions.map((q) => ({ question_id: q.question_id, score: q.score, type: q.question.type }))).map((f) => [f.question_id, f]));
    const scores = scored.map((s) => s.score);
    return {
      exam_id: exam.id,
      total_score: exam.totalScore,
      candidate_count: candidates.length,
      submitted_count: counted.length,
      graded_count: counted.filter((a) => a.unmarked + a.ungraded === 0).length,
      ...summary(scores),
      distribution: distribution(scores, exam.totalScore),
      questions: questions.map((q, i) => {
        const f = figures.get(q.question_id)!;
        return {
          question_id: q.question_id,
          order: i + 1,
          type: q.question.type,
          stem: q.question.stem,
          score: q.score,
          mean_awarded: f.mean_awarded,
          score_rate: f.score_rate,
          correct_rate: f.correct_rate,
          difficulty: f.difficulty,
          discrimination: f.discrimination,
        };
      }),
    };
  }

  /**
   * One row per candidate: who, status, times, score, then the points of every question; a second sheet holds the
   * statistics' item analysis with the figures the statistics tab shows (得分率 and 正确率 as fractions, formatted by
   * the reader's program; an empty cell where a figure does not apply).
   */
  async exportScores(user: AuthUser, id: number): Promise<{ filename: string; bytes: Buffer }> {
    const exam = await this.exams.staffExam(user, id);
    const stats = await this.statistics(user, id);
    const [candidates, attempts] = await Promise.all([repo.candidatesOf(this.db, id), repo.attemptsOfExam(this.db, id)]);
    const best = bestAttempts(attempts);
    const latest = new Map(attempts.map((a) => [a.userId, a]));
    const answers = await repo.answersOf(this.db, [...best.values()].map((a) => a.id));
    const questions = questionsOf(exam.snapshot);
    const columns = [
      { header: '学号 (Username)', width: 16 },
      { header: '姓名 (Name)', width: 12 },
      { header: '班级 (Class)', width: 14 },
      { header: '状态 (Status)', width: 10 },
      { header: '提交时间 (Submitted)', width: 22 },
      { header: `总分 (Score) /${exam.totalScore}`, width: 14 },
      ...questions.map((q, i) => ({ header: `第${i + 1}题 (Q${i + 1}) /${q.score}`, width: 12 })),
    ];
    const rows = candidates.map((c): WorkbookValue[] => {
      const a = best.get(c.id) ?? latest.get(c.id);
      return [
        c.username,
        c.name,
        c.className ?? '',
        a ? (STATUS_LABEL[a.status] ?? a.status) : '未参加',
        a?.submittedAt?.toISOString() ?? '',
        a?.status === 'submitted' ? a.score : null,
        ...questions.map((q) => answers.find((x) => x.attemptId === a?.id && x.questionId === q.question_id)?.awarded ?? null),
      ];
    });
    const bytes = await writeWorkbook([{ name: '成绩 (Scores)', columns, rows, freezeHeader: true }, itemAnalysisSheet(stats)]);
    return { filename: `exam-${exam.id}-scores.xlsx`, bytes };
  }

  private async gradebookClass(user: AuthUser, classId: number): Promise<{ id: number; eduId: number; name: string }> {
    const found = await repo.findClass(this.db, classId);
    if (found === null || (user.role !== 'sys_admin' && found.eduId !== user.edu_id)) throw notFound('班级不存在', 'Class not found');
    return found;
  }

  /**
   * Class × exams: each student's best submitted score per exam and the weighted score
   * Σ weight × score/total × 100 / Σ weight over weighted exams (a closed exam without a score counts 0; an exam still
   * scheduled or open without a score is left out).
   */
  async gradebook(user: AuthUser, classId: number): Promise<Gradebook> {
    const klass = await this.gradebookClass(user, classId);
    const [students, exams, weights] = await Promise.all([repo.classMembers(this.db, classId), repo.examsOfClass(this.db, classId), repo.weightsOf(this.db, classId)]);
    const attempts = await repo.submittedAttemptsOfExams(this.db, exams.map((e) => e.id));
    const bestByExam = new Map<number, Map<number, ExamAttemptRow>>(exams.map((e) => [e.id, bestAttempts(attempts.filter((a) => a.examId === e.id))]));
    const now = this.deps.clock.now();
    return {
      class: { id: klass.id, name: klass.name },
      exams: exams.map((e) => ({ id: e.id, title: e.title, total_score: e.totalScore, weight: weights.get(e.id) ?? 0 })),
      students: students.map((s) => {
        const scores = exams.map((e) => bestByExam.get(e.id)?.get(s.id)?.score ?? null);
        return { user_id: s.id, username: s.username, name: s.name, scores, weighted: weighted(exams, scores, weights, now) };
      }),
    };
  }

  async setWeights(user: AuthUser, body: WeightsBody): Promise<Gradebook> {
    if (user.role === 'sys_admin') throw forbidden();
    await this.gradebookClass(user, body.class_id);
    const ofClass = new Set((await repo.examsOfClass(this.db, body.class_id)).map((e) => e.id));
    const seen = new Set<number>();
    for (const w of body.weights) {
      if (!ofClass.has(w.exam_id)) throw badRequest(`考试 ${w.exam_id} 不属于该班级`, `Exam ${w.exam_id} is not an exam of this class`);
      if (seen.has(w.exam_id)) throw badRequest(`考试 ${w.exam_id} 重复`, `Exam ${w.exam_id} is given twice`);
      seen.add(w.exam_id);
    }
    await this.db.transaction((tx) => repo.setWeights(tx, body.class_id, body.weights.map((w) => ({ examId: w.exam_id, weight: w.weight }))));
    return this.gradebook(user, body.class_id);
  }

  async exportGradebook(user: AuthUser, classId: number): Promise<{ filename: string; bytes: Buffer }> {
    const book = await this.gradebook(user, classId);
    const columns = [
      { header: '学号 (Username)', width: 16 },
      { header: '姓名 (Name)', width: 12 },
      ...book.exams.map((e) => ({ header: `${e.title} /${e.total_score} ×${e.weight}`, width: 18 })),
      { header: '加权成绩 (Weighted)', width: 16 },
    ];
    const rows = book.students.map((s): WorkbookValue[] => [s.username, s.name, ...book.exams.map((_, i) => s.scores[i] ?? null), s.weighted]);
    const bytes = await writeWorkbook([{ name: '成绩册 (Gradebook)', columns, rows, freezeHeader: true }]);
    return { filename: `gradebook-${classId}.xlsx`, bytes };
  }
}

/** The statistics' per-question figures as a sheet, in the order and under the names of the statistics tab. */
function itemAnalysisSheet(stats: ExamStatistics): WorkbookSheet {
  const columns = [
    { header: '题号 (No.)', width: 8 },
    { header: '题型 (Type)', width: 12 },
    { header: '分值 (Points)', width: 10 },
    { header: '平均得分 (Mean awarded)', width: 14 },
    { header: '得分率 (Score rate)', width: 14 },
    { header: '正确率 (Correct rate)', width: 14 },
    { header: '难度系数 (Facility)', width: 14 },
    { header: '区分度 (Discrimination)', width: 14 },
  ];
  const rows = stats.questions.map((q): WorkbookValue[] => [q.order, questionTypeLabel(q.type), q.score, q.mean_awarded, q.score_rate, q.correct_rate, q.difficulty, q.discrimination]);
  return { name: '逐题分析 (Item analysis)', columns, rows, freezeHeader: true };
}

export function weighted(exams: ExamRow[], scores: Array<number | null>, weights: Map<number, number>, now: Date): number | null {
  let sumWeights = 0;
  let sum = 0;
  exams.forEach((e, i) => {
    const w = weights.get(e.id) ?? 0;
    const score = scores[i] ?? null;
    if (w <= 0 || e.totalScore <= 0) return;
    if (score === null && examStatus(e, now) !== 'closed') return;
    sumWeights += w;
    sum += (w * (score ?? 0) * 100) / e.totalScore;
  });
  return sumWeights === 0 ? null : roundScore(sum / sumWeights);
}
