// A course's gradebook for a set of students: its items (exams, cases, ledger labs, manual columns), each student's
// raw score of each, the teacher's settings and overrides, and the total by domain's one rule (`gradeTotal`).
import { FIVE_LEVEL_SCALE, gradeTotal, letterFor, roundScore, type GradeItem, type GradeItemKind, type GradeItemRule, type GradeItemScore, type GradebookRow, type LetterStep } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow, ExamRow } from '../../db/schema/index.js';
import { releaseOf } from '../exams/index.js';
import * as repo from './repository.js';
import type { Scope, StudentRow } from './repository.js';

/** An item as the book computes it: its rule for the total and where its scores come from. */
export interface BookItem extends GradeItem {
  /** Full marks of the item's score (the rule's `max_score`). */
  rule: GradeItemRule;
}

export interface Book {
  categories: Array<{ id: number; name: string; weight: number; aggregation: 'weighted' | 'natural' }>;
  letters: LetterStep[];
  items: BookItem[];
  rows: GradebookRow[];
  /** Raw scores by student and item key (before overrides), for the audit's old values. */
  raw: Map<number, Map<string, number | null>>;
  overrides: repo.OverrideRow[];
}

const sum = (items: ReadonlyArray<{ points: number }>) => roundScore(items.reduce((s, i) => s + (Number.isFinite(i.points) ? i.points : 0), 0));

interface Source {
  key: string;
  kind: GradeItemKind;
  title: string;
  max: number;
  /** The default deadline (an exam's end); others have none until the teacher sets one. */
  deadline: Date | null;
  /** A student's score, null when missing (not done, or not fully marked yet). */
  scoreOf: (userId: number) => number | null;
  /** Work handed in but not fully marked (a case without the teacher's rubric marks). */
  pendingOf: (userId: number) => boolean;
}

/** The highest-scoring submitted attempt of each (exam, student). */
function bestAttempts(attempts: ExamAttemptRow[]): Map<string, ExamAttemptRow> {
  const best = new Map<string, ExamAttemptRow>();
  for (const a of attempts) {
    const key = `${a.examId}:${a.userId}`;
    const seen = best.get(key);
    if (seen === undefined || (a.score ?? 0) > (seen.score ?? 0)) best.set(key, a);
  }
  return best;
}

/**
 * Every item of the course with its scores for `students`. `forStudent`: an exam's score only once it is released
 * to the student (what the exam's own pages show), a case's teacher marks as they are.
 */
async function sources(db: Db, scope: Scope, classIds: number[], students: StudentRow[], now: Date, forStudent: boolean): Promise<Source[]> {
  const userIds = students.map((s) => s.id);
  const links = await repo.chapterLinks(db, scope.courseId);
  const [examRows, caseRows, labRows, columns, contests] = await Promise.all([
    repo.examsOfCourse(db, scope.eduId, links.examIds, classIds),
    repo.casesByIds(db, links.caseIds),
    repo.blockCasesByIds(db, links.blockCaseIds),
    repo.manualColumns(db, scope),
    repo.competitionItems(db, scope),
  ]);
  const [attempts, evaluations, marks, labs, manual, results] = await Promise.all([
    repo.submittedAttempts(db, examRows.map((e) => e.id), userIds),
    repo.latestEvaluations(db, caseRows.map((c) => c.id), userIds),
    repo.markings(db, caseRows.map((c) => c.id), userIds),
    repo.labAttempts(db, labRows.map((l) => l.id), userIds),
    repo.manualScores(db, columns.map((c) => c.id), userIds),
    repo.publishedResults(db, contests.map((c) => c.sessionId), userIds),
  ]);
  const best = bestAttempts(attempts);
  const byKey = <R extends { userId: number; score: number }>(rows: R[], id: (r: R) => number) => new Map(rows.map((r) => [`${id(r)}:${r.userId}`, r.score]));
  const evaluated = byKey(evaluations, (r) => r.caseId);
  const marked = byKey(marks, (r) => r.caseId);
  const labbed = byKey(labs, (r) => r.caseId);
  const entered = byKey(manual, (r) => r.columnId);

  const examSource = (e: ExamRow): Source => ({
    key: `exam:${e.id}`,
    kind: 'exam',
    title: e.title,
    max: e.totalScore,
    deadline: e.endAt,
    scoreOf: (userId) => {
      const attempt = best.get(`${e.id}:${userId}`);
      if (attempt === undefined || attempt.score === null) return null;
      if (forStudent && !releaseOf(e, attempt, now, 0, false).score) return null;
      // A submitted attempt still waiting for marking is not a score yet.
      if (attempt.unmarked + attempt.ungraded > 0) return null;
      return attempt.score;
    },
    pendingOf: (userId) => {
      const attempt = best.get(`${e.id}:${userId}`);
      return attempt !== undefined && (attempt.unmarked + attempt.ungraded > 0 || (forStudent && !releaseOf(e, attempt, now, 0, false).score));
    },
  });
  const byCase = new Map(caseRows.map((c) => [c.id, c]));
  const caseSources = links.caseIds.flatMap((id): Source[] => {
    const c = byCase.get(id);
    if (c === undefined) return [];
    const testPoints = sum(c.tests);
    const rubricPoints = sum(c.rubric);
    const parts = (userId: number) => ({ tests: evaluated.get(`${id}:${userId}`), rubric: marked.get(`${id}:${userId}`) });
    return [
      {
        key: `case:${id}`,
        kind: 'case',
        title: c.title,
        max: roundScore(testPoints + rubricPoints),
        deadline: null,
        // The case counts once both parts are in: the tests' run (when it has tests) and the teacher's marks (when it has a rubric).
        scoreOf: (userId) => {
          const p = parts(userId);
          if ((testPoints > 0 && p.tests === undefined) || (rubricPoints > 0 && p.rubric === undefined)) return null;
          if (p.tests === undefined && p.rubric === undefined) return null;
          return roundScore((p.tests ?? 0) + (p.rubric ?? 0));
        },
        pendingOf: (userId) => {
          const p = parts(userId);
          return (p.tests !== undefined || p.rubric !== undefined) && ((testPoints > 0 && p.tests === undefined) || (rubricPoints > 0 && p.rubric === undefined));
        },
      },
    ];
  });
  const byLab = new Map(labRows.map((l) => [l.id, l]));
  const labSources = links.blockCaseIds.flatMap((id): Source[] => {
    const l = byLab.get(id);
    if (l === undefined) return [];
    return [{ key: `lab:${id}`, kind: 'lab', title: l.title, max: 100, deadline: null, scoreOf: (userId) => labbed.get(`${id}:${userId}`) ?? null, pendingOf: () => false }];
  });
  const manualSources = columns.map(
    (c): Source => ({ key: `manual:${c.id}`, kind: 'manual', title: c.title, max: c.maxScore, deadline: null, scoreOf: (userId) => entered.get(`${c.id}:${userId}`) ?? null, pendingOf: () => false }),
  );
  const placed = new Map(results.filter((r) => r.score !== null).map((r) => [`${r.sessionId}:${r.userId}`, r.score!]));
  const competitionSources = contests.map(
    (c): Source => ({
      key: `competition:${c.id}`,
      kind: 'competition',
      title: `${c.title} · ${c.sessionTitle}`,
      max: c.maxScore,
      deadline: null,
      scoreOf: (userId) => placed.get(`${c.sessionId}:${userId}`) ?? null,
      pendingOf: () => false,
    }),
  );
  return [...examRows.map(examSource), ...caseSources, ...labSources, ...competitionSources, ...manualSources];
}

export interface BookRequest {
  scope: Scope;
  classIds: number[];
  /** The classes' names, for the rows. */
  classNames: Map<number, string>;
  students: StudentRow[];
  now: Date;
  forStudent?: boolean;
}

export async function buildBook(db: Db, request: BookRequest): Promise<Book> {
  const { scope, now } = request;
  const [found, categoryRows, settings, letters] = await Promise.all([
    sources(db, scope, request.classIds, request.students, now, request.forStudent === true),
    repo.categories(db, scope),
    repo.itemSettings(db, scope),
    repo.letters(db, scope),
  ]);
  const overrideRows = await repo.overrides(db, scope, request.students.map((s) => s.id));
  const settingOf = new Map(settings.map((s) => [s.itemKey, s]));
  const categories = categoryRows.map((c) => ({ id: c.id, name: c.name, weight: c.weight, aggregation: c.aggregation === 'natural' ? ('natural' as const) : ('weighted' as const) }));
  const items = found.map((s): BookItem => {
    const setting = settingOf.get(s.key);
    const deadline = setting?.deadline ?? s.deadline;
    const rule: GradeItemRule = {
      key: s.key,
      category_id: setting?.categoryId ?? null,
      max_score: s.max,
      weight: setting?.weight ?? 1,
      excluded: setting?.excluded ?? false,
      zero_when_missing: setting?.zeroWhenMissing ?? false,
      deadline: deadline?.toISOString() ?? null,
    };
    return {
      key: s.key,
      kind: s.kind,
      title: s.title,
      max_score: s.max,
      category_id: rule.category_id,
      weight: rule.weight,
      excluded: rule.excluded,
      zero_when_missing: rule.zero_when_missing,
      deadline: rule.deadline,
      deadline_passed: deadline !== null && deadline.getTime() <= now.getTime(),
      rule,
    };
  });
  const scale = letters ?? [...FIVE_LEVEL_SCALE];
  const raw = new Map<number, Map<string, number | null>>();
  const rows = request.students.map((student): GradebookRow => {
    const mine = overrideRows.filter((o) => o.userId === student.id);
    const overrideOf = new Map(mine.map((o) => [o.itemKey, o.score]));
    const scores: Record<string, GradeItemScore> = {};
    const rawScores = new Map<string, number | null>();
    for (const s of found) {
      const score = s.scoreOf(student.id);
      rawScores.set(s.key, score);
      scores[s.key] = { score, override: overrideOf.get(s.key) ?? null };
    }
    raw.set(student.id, rawScores);
    const result = gradeTotal({ categories, items: items.map((i) => i.rule), scores, total_override: overrideOf.get('total') ?? null, now });
    return {
      user_id: student.id,
      username: student.username,
      name: student.name,
      class_name: student.classId === null ? '' : (request.classNames.get(student.classId) ?? ''),
      cells: found.map((s) => ({ score: scores[s.key]!.score, override: scores[s.key]!.override ?? null, state: result.items[s.key] ?? 'missing', pending: s.pendingOf(student.id) })),
      categories: result.categories.map((c) => c.percent),
      total: result.total,
      computed: result.computed,
      total_overridden: result.total_overridden,
      letter: letterFor(result.total, scale),
      missing: result.missing.length,
    };
  });
  return { categories, letters: scale, items, rows, raw, overrides: overrideRows };
}
