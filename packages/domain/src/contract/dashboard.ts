// The landing pages' attention panel (issue 18; call in dashboardCalls.ts): one answer per role family.
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Timestamp } from './common.js';
import { DASHBOARD_CALLS } from './dashboardCalls.js';
import { MarkingWorkKind } from './marking.js';

/** How many items each short list answers at most, and the rules of "falling behind". */
export const DASHBOARD_LIMITS = {
  marking: 8,
  running: 8,
  behind: 10,
  labResults: 5,
  results: 5,
  /** A student is behind when their study progress is this many percentage points under their class's average. */
  behindGap: 30,
  /** A closed exam counts as missed for this many days after it closed. */
  missedExamDays: 30,
} as const;

const Count = z.number().int().nonnegative();
const Percent = z.number().int().min(0).max(100);

/**
 * One exam or case with work waiting for the teacher (the marking queue's rows of it, over its classes): an exam's
 * submitted answers with unmarked items, or a case's work whose rubric is not fully marked.
 */
export const DashboardMarking = z.object({
  kind: MarkingWorkKind,
  /** The exam's or the case's id. */
  id: z.number().int(),
  title: z.string(),
  /** Students whose work waits. */
  attempts: Count,
  /** Unmarked exam items, or rubric items not given, across those students. */
  items: Count,
});
export type DashboardMarking = z.infer<typeof DashboardMarking>;

/** An exam whose window is open now. */
export const DashboardRunningExam = z.object({
  exam_id: z.number().int(),
  title: z.string(),
  end_at: Timestamp,
  candidates: Count,
  in_progress: Count,
  submitted: Count,
});
export type DashboardRunningExam = z.infer<typeof DashboardRunningExam>;

export const DashboardBehindReason = z.enum(['progress', 'missed_exam']);
export type DashboardBehindReason = z.infer<typeof DashboardBehindReason>;

/** A student of the teacher's classes who needs a look, with why. */
export const DashboardBehindStudent = z.object({
  user_id: z.number().int(),
  name: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  reason: DashboardBehindReason,
  /** `progress`: the student's and the class's study progress (percent). */
  progress: Percent.nullable(),
  class_progress: Percent.nullable(),
  /** `missed_exam`: the closed exam the student never started. */
  exam_id: z.number().int().nullable(),
  exam_title: z.string().nullable(),
});
export type DashboardBehindStudent = z.infer<typeof DashboardBehindStudent>;

/** A blockchain lab attempt as a short result line. */
export const DashboardLabResult = z.object({
  case_id: z.number().int(),
  title: z.string(),
  /** The student (teacher's view); the caller's own name on the student's. */
  user_name: z.string(),
  score: z.number().int().min(0).max(100),
  completed: z.boolean(),
  updated_at: Timestamp,
});
export type DashboardLabResult = z.infer<typeof DashboardLabResult>;

export const TeacherDashboard = z.object({
  kind: z.literal('teacher'),
  /** The first DASHBOARD_LIMITS.marking exams and cases of the marking queue, the most items first. */
  marking: z.array(DashboardMarking),
  /** Students waiting over the whole marking queue: the queue's own `students` total (one server function computes both). */
  marking_students: Count,
  running: z.array(DashboardRunningExam),
  behind: z.array(DashboardBehindStudent),
  lab_results: z.array(DashboardLabResult),
});
export type TeacherDashboard = z.infer<typeof TeacherDashboard>;

export const DashboardExamStatus = z.enum(['upcoming', 'open', 'in_progress']);
export type DashboardExamStatus = z.infer<typeof DashboardExamStatus>;

export const DashboardNextExam = z.object({
  exam_id: z.number().int(),
  title: z.string(),
  start_at: Timestamp,
  end_at: Timestamp,
  duration_minutes: z.number().int(),
  status: DashboardExamStatus,
});
export type DashboardNextExam = z.infer<typeof DashboardNextExam>;

/** The first unread item of a course in reading order (a chapter or one of its sections). */
export const DashboardNextSection = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  /** The chapter the item belongs to (the item itself when it is a chapter). */
  chapter_title: z.string(),
  section_id: z.number().int(),
  section_title: z.string(),
  read: Count,
  total: Count,
});
export type DashboardNextSection = z.infer<typeof DashboardNextSection>;

/** A released result: an exam score (`total` = the paper's total) or a lab score (out of 100). */
export const DashboardResult = z.object({
  kind: z.enum(['exam', 'lab']),
  id: z.number().int(),
  title: z.string(),
  score: z.number(),
  total: z.number(),
  at: Timestamp,
});
export type DashboardResult = z.infer<typeof DashboardResult>;

export const StudentDashboard = z.object({
  kind: z.literal('student'),
  next_exam: DashboardNextExam.nullable(),
  next_section: DashboardNextSection.nullable(),
  results: z.array(DashboardResult),
});
export type StudentDashboard = z.infer<typeof StudentDashboard>;

export const CollegeAdminDashboard = z.object({
  kind: z.literal('college_admin'),
  students: Count,
  teachers: Count,
  admins: Count,
  classes: Count,
  /** The college's own courses and the platform courses granted to it. */
  courses: Count,
  exams_running: Count,
  /** Users of the college seen since the start of today. */
  active_today: Count,
});
export type CollegeAdminDashboard = z.infer<typeof CollegeAdminDashboard>;

export const SystemAdminDashboard = z.object({
  kind: z.literal('system_admin'),
  colleges: Count,
  users: Count,
  courses: Count,
  cases: Count,
  block_cases: Count,
  exams_running: Count,
  /** `null`: no notebook service on this server (or it did not answer). */
  kernels_running: Count.nullable(),
});
export type SystemAdminDashboard = z.infer<typeof SystemAdminDashboard>;

export const Dashboard = z.discriminatedUnion('kind', [TeacherDashboard, StudentDashboard, CollegeAdminDashboard, SystemAdminDashboard]);
export type Dashboard = z.infer<typeof Dashboard>;

export const DASHBOARD_SCHEMAS = schemasFor(DASHBOARD_CALLS)({
  myDashboard: { response: Dashboard },
});
