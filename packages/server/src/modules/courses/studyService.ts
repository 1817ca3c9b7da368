// Study: the reader's view of a course, reading reports (progress) and the teacher's progress report.
// A section counts as learned by the domain's study rule (issue 18), decided here from server-credited time.
import {
  creditedReadMs,
  sectionStudyState,
  type ChapterDetail,
  type CourseProgressReport,
  type ReadChapterResult,
  type ReadingReport,
  type SectionRequirements,
  type SectionStudy,
  type StudentProgress,
  type StudyCourse,
} from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CourseRow } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../errors.js';
import { chapterNotFound, isEduStaff, readableCourse, type Caller } from './access.js';
import * as chapterRepo from './chapterRepository.js';
import { treeFor, type ChapterService } from './chapterService.js';
import { buildTree, readingOrder } from './chapterTree.js';
import { loadCourseRefs, studentsOfClasses } from './courseRepository.js';
import * as readingRepo from './readingRepository.js';
import type { ReadingRow } from './readingRepository.js';

/** What the section asks of its reader: the course's minimum time, and its video and cases as the reader sees them. */
function requirementsOf(detail: ChapterDetail, course: CourseRow): SectionRequirements {
  return {
    minReadSeconds: course.minReadSeconds,
    hasVideo: detail.resources.some((r) => r.type === 'video' || r.kind === 'video'),
    hasCase: detail.cases.length > 0,
    hasBlockCase: detail.block_cases.length > 0,
  };
}

export class StudyService {
  constructor(
    private readonly db: Db,
    private readonly chapters: ChapterService,
  ) {}

  private async readingsOf(caller: Caller, courseId: number): Promise<Map<number, ReadingRow>> {
    return new Map((await readingRepo.readingsOf(this.db, caller.id, courseId)).map((r) => [r.chapterId, r]));
  }

  /** Learned, opened and total chapters of the course (chapters that no longer exist do not count). */
  private async progressOf(caller: Caller, courseId: number) {
    const order = readingOrder(buildTree(await chapterRepo.listChapters(this.db, courseId)));
    const readings = await this.readingsOf(caller, courseId);
    const mine = order.map((n) => readings.get(n.id)).filter((r): r is ReadingRow => r !== undefined);
    return { read: mine.filter((r) => r.learnedAt !== null).length, opened: mine.length, total: order.length };
  }

  async course(caller: Caller, courseId: number): Promise<StudyCourse> {
    const course = await readableCourse(this.db, caller, courseId);
    const [rows, readings, refs] = await Promise.all([chapterRepo.listChapters(this.db, courseId), this.readingsOf(caller, courseId), loadCourseRefs(this.db, [courseId])]);
    const learned = new Set([...readings.values()].filter((r) => r.learnedAt !== null).map((r) => r.chapterId));
    const tree = await treeFor(this.db, rows, caller.eduId, learned);
    const order = readingOrder(tree);
    return {
      id: course.id,
      title: course.title,
      cover: course.cover,
      description: course.description,
      teachers: (refs.teachers.get(courseId) ?? []).filter((t) => caller.eduId === null || t.eduId === caller.eduId).map((t) => ({ id: t.id, name: t.name })),
      chapters: tree,
      progress: { read: order.filter((n) => n.read).length, opened: order.filter((n) => readings.has(n.id)).length, total: order.length },
      next_chapter_id: (order.find((n) => !n.read) ?? order[0])?.id ?? null,
    };
  }

  private async chapterOf(caller: Caller, courseId: number, chapterId: number) {
    const course = await readableCourse(this.db, caller, courseId);
    const chapter = await chapterRepo.findChapter(this.db, chapterId);
    if (chapter === null || chapter.courseId !== courseId) throw chapterNotFound();
    return { course, chapter };
  }

  /** The linked cases the reader worked on (only asked when the section links any). */
  private async evidence(caller: Caller, detail: ChapterDetail) {
    const [caseOpened, blockCaseOpened] = await Promise.all([
      readingRepo.workedOnCase(this.db, caller.id, detail.cases.map((c) => c.id)),
      readingRepo.attemptedBlockCase(this.db, caller.id, detail.block_cases.map((c) => c.id)),
    ]);
    return { caseOpened, blockCaseOpened };
  }

  /** The study state as stored: learned once `learnedAt` is set (a later rule change does not take it back). */
  private studyOf(reading: ReadingRow | null, requirements: SectionRequirements, evidence: { caseOpened: boolean; blockCaseOpened: boolean }): SectionStudy {
    const state = sectionStudyState(requirements, {
      readMs: reading?.readMs ?? 0,
      reachedEnd: reading?.reachedEnd ?? false,
      videoFraction: reading?.videoFraction ?? 0,
      ...evidence,
    });
    const learned = reading?.learnedAt != null;
    return {
      opened: reading !== null,
      learned,
      read_seconds: Math.floor((reading?.readMs ?? 0) / 1000),
      reached_end: reading?.reachedEnd ?? false,
      video_fraction: reading?.videoFraction ?? 0,
      min_read_seconds: requirements.minReadSeconds,
      missing: learned ? [] : state.missing,
    };
  }

  async chapter(caller: Caller, courseId: number, chapterId: number): Promise<ChapterDetail> {
    const { course, chapter } = await this.chapterOf(caller, courseId, chapterId);
    const reading = (await this.readingsOf(caller, courseId)).get(chapterId) ?? null;
    const student = caller.role === 'edu_student';
    const detail = await this.chapters.detail(chapter, course, { readerEdu: caller.eduId, studentView: student, read: reading?.learnedAt != null, study: null });
    if (!student) return detail;
    return { ...detail, study: this.studyOf(reading, requirementsOf(detail, course), await this.evidence(caller, detail)) };
  }

  /**
   * A reading report: opens the section (the first time is kept), credits the reported time capped by the wall time
   * since the previous report, keeps the end reached and the largest video share, and sets "learned" once the rule holds.
   */
  async report(caller: Caller, courseId: number, chapterId: number, report: ReadingReport): Promise<ReadChapterResult> {
    const { course, chapter } = await this.chapterOf(caller, courseId, chapterId);
    const detail = await this.chapters.detail(chapter, course, { readerEdu: caller.eduId, studentView: caller.role === 'edu_student', read: false, study: null });
    const requirements = requirementsOf(detail, course);
    const evidence = await this.evidence(caller, detail);
    let reading = await readingRepo.openReading(this.db, caller.id, chapterId, courseId);
    const now = new Date();
    const next = {
      readMs: reading.readMs + creditedReadMs(report.visible_ms ?? 0, reading.lastReportAt, now),
      reachedEnd: reading.reachedEnd || report.reached_end === true,
      videoFraction: Math.max(reading.videoFraction, report.video_fraction ?? 0),
    };
    const learnedAt = reading.learnedAt ?? (sectionStudyState(requirements, { ...next, ...evidence }).learned ? now : null);
    const values = { ...next, learnedAt, lastReportAt: now };
    // Another report of the same reading won the race: keep its outcome, credit nothing for this one.
    if (await readingRepo.saveReading(this.db, caller.id, chapterId, reading.lastReportAt, values)) reading = { ...reading, ...values };
    else reading = await readingRepo.openReading(this.db, caller.id, chapterId, courseId);
    return {
      chapter_id: chapterId,
      read_at: reading.readAt.toISOString(),
      study: this.studyOf(reading, requirements, evidence),
      progress: await this.progressOf(caller, courseId),
    };
  }

  /** Students of the course's classes in the caller's college (all colleges for the sys_admin) × chapters. */
  async progressReport(caller: Caller, courseId: number, classId?: number): Promise<CourseProgressReport> {
    if (caller.role !== 'sys_admin' && !isEduStaff(caller)) throw forbidden();
    await readableCourse(this.db, caller, courseId);
    const refs = await loadCourseRefs(this.db, [courseId]);
    let courseClasses = (refs.classes.get(courseId) ?? []).filter((c) => caller.eduId === null || c.eduId === caller.eduId);
    if (classId !== undefined) {
      courseClasses = courseClasses.filter((c) => c.id === classId);
      if (courseClasses.length === 0) throw badRequest('该班级未分配此课程', 'The class is not assigned this course');
    }
    const order = readingOrder(buildTree(await chapterRepo.listChapters(this.db, courseId)));
    const students = await studentsOfClasses(this.db, courseClasses.map((c) => c.id));
    const readings = await readingRepo.readingsOfUsers(this.db, courseId, students.map((s) => s.id));
    const rows: StudentProgress[] = students.map((s) => {
      const mine = new Map(readings.filter((r) => r.userId === s.id).map((r) => [r.chapterId, r]));
      const opened = order.filter((n) => mine.has(n.id));
      const learned = opened.filter((n) => mine.get(n.id)!.learnedAt !== null);
      const last = [...mine.values()].reduce<Date | null>((latest, r) => (latest === null || r.readAt > latest ? r.readAt : latest), null);
      const readMs = opened.reduce((sum, n) => sum + mine.get(n.id)!.readMs, 0);
      return {
        user_id: s.id,
        username: s.username,
        name: s.name,
        class_id: s.classId,
        class_name: s.className,
        read_chapter_ids: learned.map((n) => n.id),
        opened_chapter_ids: opened.map((n) => n.id),
        read: learned.length,
        opened: opened.length,
        total: order.length,
        read_seconds: Math.floor(readMs / 1000),
        chapter_seconds: opened.map((n) => ({ chapter_id: n.id, seconds: Math.floor(mine.get(n.id)!.readMs / 1000) })),
        last_read_at: last === null ? null : last.toISOString(),
      };
    });
    return { course_id: courseId, chapters: order.map((n) => ({ id: n.id, parent_id: n.parent_id, title: n.title })), students: rows };
  }
}
