// The only SQL of the similarity check: the report rows (migration 0025).
import type { WorkCell } from '@finedu/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { caseWorks, similarityReports, users, type SimilarityReportRow } from '../../db/schema/index.js';

const t = similarityReports;

/** A scope checked against the caller: what the job will read. */
export type ResolvedScope =
  | { kind: 'case'; eduId: number; caseId: number; classId: number; template: string }
  | { kind: 'exam'; eduId: number | null; examId: number; item: string; template: string };

const scopeWhere = (scope: ResolvedScope) =>
  scope.kind === 'case' ? and(eq(t.caseId, scope.caseId), eq(t.classId, scope.classId)) : and(eq(t.examId, scope.examId), eq(t.item, scope.item));

export async function latestReport(db: Db, scope: ResolvedScope): Promise<SimilarityReportRow | null> {
  const [row] = await db.select().from(t).where(scopeWhere(scope)).orderBy(desc(t.id)).limit(1);
  return row ?? null;
}

export async function findReport(db: Db, id: number): Promise<SimilarityReportRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

export async function insertReport(db: Db, scope: ResolvedScope, requestedBy: number): Promise<SimilarityReportRow> {
  const values =
    scope.kind === 'case'
      ? { eduId: scope.eduId, caseId: scope.caseId, classId: scope.classId, requestedBy }
      : { eduId: scope.eduId, examId: scope.examId, item: scope.item, requestedBy };
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

export async function markRunning(db: Db, id: number): Promise<void> {
  await db.update(t).set({ status: 'running', startedAt: sql`now()` }).where(eq(t.id, id));
}

export type ReportOutcome = Partial<Pick<SimilarityReportRow, 'submissions' | 'outputsCompared' | 'durationMs' | 'students' | 'pairs' | 'outputGroups' | 'sources' | 'error'>> & {
  status: 'done' | 'failed';
};

/**
 * Stores the report's outcome once: only while it is queued or running, so a second run of its job (taken over from an
 * instance that stopped answering, which then comes back) changes nothing. Answers whether this call stored it.
 */
export async function finishReport(db: Db, id: number, outcome: ReportOutcome): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(and(eq(t.id, id), inArray(t.status, ['queued', 'running'])))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Working copies of these users with each code cell's text outputs only (streams, plain-text results, errors' name and
 * value): images and HTML of saved outputs (up to megabytes a copy) stay in the database.
 */
export async function caseWorksWithText(db: Db, caseId: number, userIds: number[]): Promise<Array<{ userId: number; cells: WorkCell[] }>> {
  if (userIds.length === 0) return [];
  const cells = sql<WorkCell[]>`coalesce((
    select jsonb_agg(jsonb_build_object('id', cell->'id', 'type', cell->'type', 'source', cell->'source', 'outputs', (
      select jsonb_agg(case
          when o->>'output_type' = 'stream' then jsonb_build_object('output_type', 'stream', 'name', o->'name', 'text', o->'text')
          when o->>'output_type' = 'error' then jsonb_build_object('output_type', 'error', 'ename', o->'ename', 'evalue', o->'evalue', 'traceback', '[]'::jsonb)
          else jsonb_build_object('output_type', o->'output_type', 'data', jsonb_build_object('text/plain', o->'data'->'text/plain'), 'metadata', '{}'::jsonb)
        end order by m)
      from jsonb_array_elements(case when jsonb_typeof(cell->'outputs') = 'array' then cell->'outputs' else '[]'::jsonb end) with ordinality as u(o, m)
    )) order by n)
    from jsonb_array_elements(${caseWorks.cells}) with ordinality as t(cell, n)
  ), '[]'::jsonb)`;
  return db
    .select({ userId: caseWorks.userId, cells })
    .from(caseWorks)
    .where(and(eq(caseWorks.caseId, caseId), inArray(caseWorks.userId, userIds)));
}

/** How many active students of the class have a working copy of the case (what a report of them would compare). */
export async function countCaseWorks(db: Db, caseId: number, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(caseWorks)
    .innerJoin(users, eq(users.id, caseWorks.userId))
    .where(and(eq(caseWorks.caseId, caseId), eq(users.classId, classId), eq(users.role, 'edu_student'), isNull(users.deletedAt)));
  return Number(row?.n ?? 0);
}
