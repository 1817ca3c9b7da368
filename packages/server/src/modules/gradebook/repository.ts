// The only SQL of the gradebook module: the course's classes and students, where its items come from (chapters'
// exams, cases and ledger labs; the classes' exams), the students' scores, and the gradebook's own tables.
import type { LetterStep, RubricItem, CaseTest } from '@finedu/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  blockCases,
  blockLabAttempts,
  caseEvaluations,
  caseMarkings,
  cases,
  chapterBlockCases,
  competitionParticipants,
  competitionResults,
  competitions,
  competitionSessions,
  chapters,
  classes,
  courseClasses,
  courses,
  courseTeachers,
  examAttempts,
  examClasses,
  exams,
  gradebookAudit,
  gradebookCategories,
  gradebookCompetitionItems,
  gradebookItems,
  gradebookManualColumns,
  gradebookManualScores,
  gradebookOverrides,
  gradebookSettings,
  users,
  type ExamAttemptRow,
  type ExamRow,
} from '../../db/schema/index.js';

export type GradebookCategoryRow = typeof gradebookCategories.$inferSelect;
export type GradebookItemRow = typeof gradebookItems.$inferSelect;
export type ManualColumnRow = typeof gradebookManualColumns.$inferSelect;
export type OverrideRow = typeof gradebookOverrides.$inferSelect;

export interface Scope {
  eduId: number;
  courseId: number;
}

export async function findCourse(db: Db, id: number): Promise<{ id: number; eduId: number | null; title: string } | null> {
  const [row] = await db.select({ id: courses.id, eduId: courses.eduId, title: courses.title }).from(courses).where(and(eq(courses.id, id), isNull(courses.deletedAt)));
  return row ?? null;
}

export async function isCourseTeacher(db: Db, courseId: number, userId: number): Promise<boolean> {
  const rows = await db.select({ id: courseTeachers.userId }).from(courseTeachers).where(and(eq(courseTeachers.courseId, courseId), eq(courseTeachers.userId, userId)));
  return rows.length > 0;
}

/** The college's classes a course is taught to. */
export async function classesOfCourse(db: Db, scope: Scope): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: classes.id, name: classes.name })
    .from(courseClasses)
    .innerJoin(classes, eq(classes.id, courseClasses.classId))
    .where(and(eq(courseClasses.courseId, scope.courseId), eq(classes.eduId, scope.eduId)))
    .orderBy(asc(classes.name), asc(classes.id));
}

/** Courses taught to the college's classes (a teacher: only those they teach), with those classes. */
export async function coursesOfCollege(db: Db, eduId: number, teacherId: number | null): Promise<Array<{ courseId: number; title: string; classId: number; className: string }>> {
  const teaches = teacherId === null ? undefined : sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.userId} = ${teacherId})`;
  return db
    .select({ courseId: courses.id, title: courses.title, classId: classes.id, className: classes.name })
    .from(courseClasses)
    .innerJoin(classes, eq(classes.id, courseClasses.classId))
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(and(eq(classes.eduId, eduId), isNull(courses.deletedAt), teaches))
    .orderBy(asc(courses.sort), asc(courses.id), asc(classes.name));
}

export async function findClass(db: Db, id: number): Promise<{ id: number; eduId: number; name: string; teacherId: number | null } | null> {
  const [row] = await db.select({ id: classes.id, eduId: classes.eduId, name: classes.name, teacherId: classes.teacherId }).from(classes).where(eq(classes.id, id));
  return row ?? null;
}

/** Courses taught to a class. */
export async function coursesOfClass(db: Db, classId: number): Promise<Array<{ id: number; title: string; eduId: number | null }>> {
  return db
    .select({ id: courses.id, title: courses.title, eduId: courses.eduId })
    .from(courseClasses)
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(and(eq(courseClasses.classId, classId), isNull(courses.deletedAt)))
    .orderBy(asc(courses.sort), asc(courses.id));
}

export interface StudentRow {
  id: number;
  username: string;
  name: string;
  classId: number | null;
}

export async function studentsOfClasses(db: Db, eduId: number, classIds: number[]): Promise<StudentRow[]> {
  if (classIds.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, name: users.name, classId: users.classId })
    .from(users)
    .where(and(inArray(users.classId, classIds), eq(users.eduId, eduId), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
}

/** What the course's chapters link: exams, cases and ledger-lab cases (ids, in chapter order). */
export async function chapterLinks(db: Db, courseId: number): Promise<{ examIds: number[]; caseIds: number[]; blockCaseIds: number[] }> {
  const rows = await db.select({ examIds: chapters.examIds, caseIds: chapters.caseIds }).from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.sort), asc(chapters.id));
  const labs = await db
    .select({ id: chapterBlockCases.blockCaseId })
    .from(chapterBlockCases)
    .innerJoin(chapters, eq(chapters.id, chapterBlockCases.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapterBlockCases.sort));
  const unique = (ids: number[]) => [...new Set(ids)];
  return { examIds: unique(rows.flatMap((r) => r.examIds)), caseIds: unique(rows.flatMap((r) => r.caseIds)), blockCaseIds: unique(labs.map((l) => l.id)) };
}

/** The college's exams linked from the course's chapters or sat by its classes. */
export async function examsOfCourse(db: Db, eduId: number, linked: number[], classIds: number[]): Promise<ExamRow[]> {
  const conditions = [];
  if (linked.length > 0) conditions.push(inArray(exams.id, linked));
  if (classIds.length > 0) conditions.push(sql`${exams.id} in (select ${examClasses.examId} from ${examClasses} where ${inArray(examClasses.classId, classIds)})`);
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(exams)
    .where(and(eq(exams.eduId, eduId), or(...conditions)))
    .orderBy(asc(exams.startAt), asc(exams.id));
}

export async function submittedAttempts(db: Db, examIds: number[], userIds: number[]): Promise<ExamAttemptRow[]> {
  if (examIds.length === 0 || userIds.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(and(inArray(examAttempts.examId, examIds), inArray(examAttempts.userId, userIds), eq(examAttempts.status, 'submitted')))
    .orderBy(asc(examAttempts.id));
}

export async function casesByIds(db: Db, ids: number[]): Promise<Array<{ id: number; title: string; tests: CaseTest[]; rubric: RubricItem[] }>> {
  if (ids.length === 0) return [];
  return db.select({ id: cases.id, title: cases.title, tests: cases.tests, rubric: cases.rubric }).from(cases).where(and(inArray(cases.id, ids), isNull(cases.deletedAt)));
}

export async function blockCasesByIds(db: Db, ids: number[]): Promise<Array<{ id: number; title: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: blockCases.id, title: blockCases.title }).from(blockCases).where(and(inArray(blockCases.id, ids), isNull(blockCases.deletedAt)));
}

/** The latest evaluation of each (case, student). */
export async function latestEvaluations(db: Db, caseIds: number[], userIds: number[]): Promise<Array<{ caseId: number; userId: number; score: number }>> {
  if (caseIds.length === 0 || userIds.length === 0) return [];
  return db
    .selectDistinctOn([caseEvaluations.caseId, caseEvaluations.userId], { caseId: caseEvaluations.caseId, userId: caseEvaluations.userId, score: caseEvaluations.score })
    .from(caseEvaluations)
    .where(and(inArray(caseEvaluations.caseId, caseIds), inArray(caseEvaluations.userId, userIds)))
    .orderBy(caseEvaluations.caseId, caseEvaluations.userId, desc(caseEvaluations.id));
}

export async function markings(db: Db, caseIds: number[], userIds: number[]): Promise<Array<{ caseId: number; userId: number; score: number }>> {
  if (caseIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({ caseId: caseMarkings.caseId, userId: caseMarkings.userId, score: caseMarkings.score })
    .from(caseMarkings)
    .where(and(inArray(caseMarkings.caseId, caseIds), inArray(caseMarkings.userId, userIds)));
}

export async function labAttempts(db: Db, caseIds: number[], userIds: number[]): Promise<Array<{ caseId: number; userId: number; score: number }>> {
  if (caseIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({ caseId: blockLabAttempts.caseId, userId: blockLabAttempts.userId, score: blockLabAttempts.score })
    .from(blockLabAttempts)
    .where(and(inArray(blockLabAttempts.caseId, caseIds), inArray(blockLabAttempts.userId, userIds)));
}

// ──────────────────────────────── the gradebook's own tables

export async function letters(db: Db, scope: Scope): Promise<LetterStep[] | null> {
  const [row] = await db.select({ letters: gradebookSettings.letters }).from(gradebookSettings).where(and(eq(gradebookSettings.eduId, scope.eduId), eq(gradebookSettings.courseId, scope.courseId)));
  return row?.letters ?? null;
}

export async function categories(db: Db, scope: Scope): Promise<GradebookCategoryRow[]> {
  return db
    .select()
    .from(gradebookCategories)
    .where(and(eq(gradebookCategories.eduId, scope.eduId), eq(gradebookCategories.courseId, scope.courseId)))
    .orderBy(asc(gradebookCategories.sort), asc(gradebookCategories.id));
}

export async function itemSettings(db: Db, scope: Scope): Promise<GradebookItemRow[]> {
  return db.select().from(gradebookItems).where(and(eq(gradebookItems.eduId, scope.eduId), eq(gradebookItems.courseId, scope.courseId)));
}

export async function manualColumns(db: Db, scope: Scope): Promise<ManualColumnRow[]> {
  return db
    .select()
    .from(gradebookManualColumns)
    .where(and(eq(gradebookManualColumns.eduId, scope.eduId), eq(gradebookManualColumns.courseId, scope.courseId)))
    .orderBy(asc(gradebookManualColumns.id));
}

export async function manualScores(db: Db, columnIds: number[], userIds: number[]): Promise<Array<{ columnId: number; userId: number; score: number }>> {
  if (columnIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({ columnId: gradebookManualScores.columnId, userId: gradebookManualScores.userId, score: gradebookManualScores.score })
    .from(gradebookManualScores)
    .where(and(inArray(gradebookManualScores.columnId, columnIds), inArray(gradebookManualScores.userId, userIds)));
}

export async function overrides(db: Db, scope: Scope, userIds: number[]): Promise<OverrideRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(gradebookOverrides)
    .where(and(eq(gradebookOverrides.eduId, scope.eduId), eq(gradebookOverrides.courseId, scope.courseId), inArray(gradebookOverrides.userId, userIds)));
}

export interface SetupRows {
  categories: Array<{ name: string; weight: number; aggregation: string }>;
  items: Array<{ itemKey: string; category: string | null; weight: number; excluded: boolean; zeroWhenMissing: boolean; deadline: Date | null }>;
  letters: LetterStep[];
}

/** Replaces the course's categories (kept by name, new ones added, the rest removed), item settings and letters. */
export async function saveSetup(tx: Db, scope: Scope, setup: SetupRows): Promise<void> {
  const own = and(eq(gradebookCategories.eduId, scope.eduId), eq(gradebookCategories.courseId, scope.courseId));
  const names = setup.categories.map((c) => c.name);
  await tx.delete(gradebookItems).where(and(eq(gradebookItems.eduId, scope.eduId), eq(gradebookItems.courseId, scope.courseId)));
  await tx.delete(gradebookCategories).where(names.length === 0 ? own : and(own, sql`${gradebookCategories.name} not in ${names}`));
  const kept = new Map((await tx.select({ id: gradebookCategories.id, name: gradebookCategories.name }).from(gradebookCategories).where(own)).map((r) => [r.name, r.id]));
  const idOf = new Map<string, number>();
  for (const [sort, c] of setup.categories.entries()) {
    const values = { name: c.name, weight: c.weight, aggregation: c.aggregation, sort };
    const id = kept.get(c.name);
    if (id !== undefined) {
      await tx.update(gradebookCategories).set(values).where(and(own, eq(gradebookCategories.id, id)));
      idOf.set(c.name, id);
    } else {
      const [row] = await tx.insert(gradebookCategories).values({ ...values, eduId: scope.eduId, courseId: scope.courseId }).returning({ id: gradebookCategories.id });
      idOf.set(c.name, row!.id);
    }
  }
  if (setup.items.length > 0) {
    await tx.insert(gradebookItems).values(
      setup.items.map((i) => ({
        eduId: scope.eduId,
        courseId: scope.courseId,
        itemKey: i.itemKey,
        categoryId: i.category === null ? null : (idOf.get(i.category) ?? null),
        weight: i.weight,
        excluded: i.excluded,
        zeroWhenMissing: i.zeroWhenMissing,
        deadline: i.deadline,
      })),
    );
  }
  await tx
    .insert(gradebookSettings)
    .values({ eduId: scope.eduId, courseId: scope.courseId, letters: setup.letters })
    .onConflictDoUpdate({ target: [gradebookSettings.eduId, gradebookSettings.courseId], set: { letters: setup.letters, updatedAt: sql`now()` } });
}

export async function insertManualColumn(db: Db, scope: Scope, title: string, maxScore: number): Promise<ManualColumnRow> {
  const [row] = await db.insert(gradebookManualColumns).values({ eduId: scope.eduId, courseId: scope.courseId, title, maxScore }).returning();
  return row!;
}

export async function deleteManualColumn(db: Db, scope: Scope, id: number): Promise<void> {
  await db.delete(gradebookItems).where(and(eq(gradebookItems.eduId, scope.eduId), eq(gradebookItems.courseId, scope.courseId), eq(gradebookItems.itemKey, `manual:${id}`)));
  await db.delete(gradebookOverrides).where(and(eq(gradebookOverrides.eduId, scope.eduId), eq(gradebookOverrides.courseId, scope.courseId), eq(gradebookOverrides.itemKey, `manual:${id}`)));
  await db.delete(gradebookManualColumns).where(and(eq(gradebookManualColumns.id, id), eq(gradebookManualColumns.eduId, scope.eduId), eq(gradebookManualColumns.courseId, scope.courseId)));
}

export async function setManualScore(db: Db, columnId: number, userId: number, score: number | null): Promise<void> {
  if (score === null) {
    await db.delete(gradebookManualScores).where(and(eq(gradebookManualScores.columnId, columnId), eq(gradebookManualScores.userId, userId)));
    return;
  }
  await db
    .insert(gradebookManualScores)
    .values({ columnId, userId, score })
    .onConflictDoUpdate({ target: [gradebookManualScores.columnId, gradebookManualScores.userId], set: { score, updatedAt: sql`now()` } });
}

export async function setOverride(db: Db, scope: Scope, userId: number, itemKey: string, value: { score: number; reason: string; actorId: number } | null): Promise<void> {
  const key = and(eq(gradebookOverrides.eduId, scope.eduId), eq(gradebookOverrides.courseId, scope.courseId), eq(gradebookOverrides.userId, userId), eq(gradebookOverrides.itemKey, itemKey));
  if (value === null) {
    await db.delete(gradebookOverrides).where(key);
    return;
  }
  await db
    .insert(gradebookOverrides)
    .values({ ...scope, userId, itemKey, ...value })
    .onConflictDoUpdate({
      target: [gradebookOverrides.eduId, gradebookOverrides.courseId, gradebookOverrides.userId, gradebookOverrides.itemKey],
      set: { score: value.score, reason: value.reason, actorId: value.actorId, updatedAt: sql`now()` },
    });
}

export interface AuditInput {
  userId: number;
  itemKey: string;
  action: 'override' | 'clear' | 'manual' | 'import';
  oldScore: number | null;
  newScore: number | null;
  reason: string;
  actorId: number;
}

export async function insertAudit(db: Db, scope: Scope, entries: AuditInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(gradebookAudit).values(entries.map((e) => ({ ...scope, ...e })));
}

export async function auditOf(db: Db, scope: Scope): Promise<Array<typeof gradebookAudit.$inferSelect & { studentName: string; actorName: string | null }>> {
  const actor = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${gradebookAudit.actorId})`;
  const rows = await db
    .select({ row: gradebookAudit, studentName: users.name, actorName: actor })
    .from(gradebookAudit)
    .innerJoin(users, eq(users.id, gradebookAudit.userId))
    .where(and(eq(gradebookAudit.eduId, scope.eduId), eq(gradebookAudit.courseId, scope.courseId)))
    .orderBy(desc(gradebookAudit.id))
    .limit(500);
  return rows.map((r) => ({ ...r.row, studentName: r.studentName, actorName: r.actorName }));
}

/** A student by id, as a gradebook row (null when not a student of the college). */
export async function studentsOfClassesById(db: Db, eduId: number, userId: number): Promise<StudentRow | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, classId: users.classId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.eduId, eduId), eq(users.role, 'edu_student'), isNull(users.deletedAt)));
  return row ?? null;
}

// ──────────────────────────────── competition items

export type CompetitionItemRow = typeof gradebookCompetitionItems.$inferSelect;

/** The course's competition items with their session's and competition's titles. */
export async function competitionItems(db: Db, scope: Scope): Promise<Array<CompetitionItemRow & { competitionId: number; title: string; sessionTitle: string }>> {
  const rows = await db
    .select({ item: gradebookCompetitionItems, competitionId: competitions.id, title: competitions.title, sessionTitle: competitionSessions.title })
    .from(gradebookCompetitionItems)
    .innerJoin(competitionSessions, eq(competitionSessions.id, gradebookCompetitionItems.sessionId))
    .innerJoin(competitions, eq(competitions.id, competitionSessions.competitionId))
    .where(and(eq(gradebookCompetitionItems.eduId, scope.eduId), eq(gradebookCompetitionItems.courseId, scope.courseId)))
    .orderBy(asc(gradebookCompetitionItems.id));
  return rows.map((r) => ({ ...r.item, competitionId: r.competitionId, title: r.title, sessionTitle: r.sessionTitle }));
}

/** Each student's team's published result (adjusted when adjusted) in these sessions. */
export async function publishedResults(db: Db, sessionIds: number[], userIds: number[]): Promise<Array<{ sessionId: number; userId: number; score: number | null }>> {
  if (sessionIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({ sessionId: competitionResults.sessionId, userId: competitionParticipants.userId, score: sql<number | null>`coalesce(${competitionResults.adjustedScore}, ${competitionResults.score})` })
    .from(competitionResults)
    .innerJoin(competitionSessions, eq(competitionSessions.id, competitionResults.sessionId))
    .innerJoin(
      competitionParticipants,
      and(eq(competitionParticipants.teamId, competitionResults.teamId), eq(competitionParticipants.competitionId, competitionSessions.competitionId), eq(competitionParticipants.status, 'accepted')),
    )
    .where(and(inArray(competitionResults.sessionId, sessionIds), inArray(competitionParticipants.userId, userIds), sql`${competitionResults.publishedAt} is not null`));
}

/** Sessions in which any of these students has an accepted team entry, newest first. */
export async function sessionsOfStudents(db: Db, userIds: number[]): Promise<Array<{ sessionId: number; competitionTitle: string; sessionTitle: string; kind: string; examId: number | null }>> {
  if (userIds.length === 0) return [];
  return db
    .selectDistinct({ sessionId: competitionSessions.id, competitionTitle: competitions.title, sessionTitle: competitionSessions.title, kind: competitionSessions.kind, examId: competitionSessions.examId, startAt: competitionSessions.startAt })
    .from(competitionSessions)
    .innerJoin(competitions, eq(competitions.id, competitionSessions.competitionId))
    .innerJoin(competitionParticipants, eq(competitionParticipants.competitionId, competitions.id))
    .where(and(inArray(competitionParticipants.userId, userIds), eq(competitionParticipants.status, 'accepted'), sql`${competitionParticipants.teamId} is not null`))
    .orderBy(desc(competitionSessions.startAt), desc(competitionSessions.id));
}

export async function insertCompetitionItem(db: Db, scope: Scope, sessionId: number, maxScore: number): Promise<void> {
  await db.insert(gradebookCompetitionItems).values({ ...scope, sessionId, maxScore }).onConflictDoUpdate({ target: [gradebookCompetitionItems.eduId, gradebookCompetitionItems.courseId, gradebookCompetitionItems.sessionId], set: { maxScore } });
}

export async function deleteCompetitionItem(db: Db, scope: Scope, id: number): Promise<boolean> {
  const key = `competition:${id}`;
  const gone = await db
    .delete(gradebookCompetitionItems)
    .where(and(eq(gradebookCompetitionItems.id, id), eq(gradebookCompetitionItems.eduId, scope.eduId), eq(gradebookCompetitionItems.courseId, scope.courseId)))
    .returning({ id: gradebookCompetitionItems.id });
  if (gone.length === 0) return false;
  await db.delete(gradebookItems).where(and(eq(gradebookItems.eduId, scope.eduId), eq(gradebookItems.courseId, scope.courseId), eq(gradebookItems.itemKey, key)));
  await db.delete(gradebookOverrides).where(and(eq(gradebookOverrides.eduId, scope.eduId), eq(gradebookOverrides.courseId, scope.courseId), eq(gradebookOverrides.itemKey, key)));
  return true;
}

export async function examTotals(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: exams.id, total: exams.totalScore }).from(exams).where(inArray(exams.id, ids));
  return new Map(rows.map((r) => [r.id, r.total]));
}
