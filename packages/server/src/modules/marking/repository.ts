// The marking queue's reads (issue 34): what waits for marking, per exam or case and class, inside one college.
// Every query takes the college's id; the service passes the caller's own.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One exam or case of one class with work waiting, as the database counts it. */
export interface WaitingRow {
  id: number;
  title: string;
  classId: number | null;
  className: string;
  students: number;
  items: number;
  since: Date;
}

/** Who the rows are for: a teacher (their exams, the classes they head) or a college admin (the whole college). */
export type MarkingScope = { kind: 'teacher'; eduId: number; teacherId: number } | { kind: 'college'; eduId: number };

interface RawRow extends Record<string, unknown> {
  id: number | string;
  title: string;
  class_id: number | string | null;
  class_name: string | null;
  students: number | string;
  items: number | string;
  since: Date | string;
}

const toRow = (r: RawRow): WaitingRow => ({
  id: Number(r.id),
  title: r.title,
  classId: r.class_id === null ? null : Number(r.class_id),
  className: r.class_name ?? '',
  students: Number(r.students),
  items: Number(r.items),
  since: r.since instanceof Date ? r.since : new Date(r.since),
});

async function rows(db: Db, query: SQL): Promise<WaitingRow[]> {
  const result: unknown = await db.execute<RawRow>(query);
  // The drivers differ: node-postgres and PGlite answer `{ rows }`, postgres.js an array.
  const raw = (Array.isArray(result) ? result : (result as { rows: RawRow[] }).rows) as RawRow[];
  return raw.map(toRow);
}

/**
 * A teacher's exams are the ones they created and the ones their classes sit (as on the landing page); a college
 * admin's are all of the college's. A competition's quiz is marked from the competition, not from here.
 */
function examsOf(scope: MarkingScope): SQL {
  const own =
    scope.kind === 'teacher'
      ? sql`and (e.created_by = ${scope.teacherId} or exists (select 1 from exam_classes ec join classes k on k.id = ec.class_id where ec.exam_id = e.id and k.teacher_id = ${scope.teacherId}))`
      : sql``;
  return sql`e.edu_id = ${scope.eduId} and not exists (select 1 from competition_sessions cs where cs.exam_id = e.id) ${own}`;
}

/** Submitted answer sheets with unmarked items, per exam and the student's class. */
export function waitingExams(db: Db, scope: MarkingScope): Promise<WaitingRow[]> {
  return rows(
    db,
    sql`select e.id, e.title, c.id as class_id, c.name as class_name,
          count(distinct a.user_id) as students, coalesce(sum(a.unmarked), 0) as items, min(coalesce(a.submitted_at, a.started_at)) as since
        from exam_attempts a
        join exams e on e.id = a.exam_id
        join users u on u.id = a.user_id
        left join classes c on c.id = u.class_id and c.edu_id = ${scope.eduId}
        where a.status = 'submitted' and a.unmarked > 0 and ${examsOf(scope)}
        group by e.id, e.title, c.id, c.name`,
  );
}

/**
 * Case work waiting for its rubric: a student of the scope's classes evaluated the case or handed in its report, and
 * the teacher has not given every rubric item (no marking yet, or one without some item). Cases without a rubric
 * never wait; a deleted, unpublished or no longer shared case is out of reach and does not either.
 */
export function waitingCases(db: Db, scope: MarkingScope): Promise<WaitingRow[]> {
  const classes = scope.kind === 'teacher' ? sql`and k.teacher_id = ${scope.teacherId}` : sql``;
  return rows(
    db,
    sql`with pupils as (
          select u.id from users u join classes k on k.id = u.class_id
          where u.edu_id = ${scope.eduId} and u.role = 'edu_student' and u.deleted_at is null and k.edu_id = ${scope.eduId} ${classes}
        ), work as (
          select case_id, user_id, min(created_at) as since from case_evaluations where user_id in (select id from pupils) group by case_id, user_id
          union all
          select case_id, user_id, created_at as since from case_reports where user_id in (select id from pupils)
        ), waiting as (
          select w.case_id, w.user_id, min(w.since) as since,
            (select count(*) from jsonb_array_elements(cs.rubric) r
               where m.id is null or not exists (select 1 from jsonb_array_elements(m.items) i where i->>'rubric_id' = r->>'id')) as items
          from work w
          join cases cs on cs.id = w.case_id
          left join case_markings m on m.case_id = w.case_id and m.user_id = w.user_id
          where cs.deleted_at is null and cs.status = 'published' and jsonb_array_length(cs.rubric) > 0
            and (jsonb_array_length(cs.edu_ids) = 0 or cs.edu_ids @> to_jsonb(${scope.eduId}::int))
          group by w.case_id, w.user_id, cs.rubric, m.id, m.items
        )
        select cs.id, cs.title, k.id as class_id, k.name as class_name,
          count(*) as students, sum(wt.items) as items, min(wt.since) as since
        from waiting wt
        join cases cs on cs.id = wt.case_id
        join users u on u.id = wt.user_id
        join classes k on k.id = u.class_id
        where wt.items > 0
        group by cs.id, cs.title, k.id, k.name`,
  );
}
