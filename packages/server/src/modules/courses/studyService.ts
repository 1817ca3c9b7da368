// Study: the reader's view of a course, reading marks (progress) and the teacher's progress report.
import type { ChapterDetail, CourseProgressReport, ReadChapterResult, StudentProgress, StudyCourse } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden } from '../../errors.js';
import { chapterNotFound, isEduStaff, readableCourse, type Caller } from './access.js';
import * as chapterRepo from './chapterRepository.js';
import { treeFor, type ChapterService } from './chapterService.js';
import { buildTree, readingOrder } from './chapterTree.js';
import { loadCourseRefs, studentsOfClasses } from './courseRepository.js';

export class StudyService {
  constructor(
    private readonly db: Db,
    private readonly chapters: ChapterService,
  ) {}

  private async readSet(caller: Caller, courseId: number): Promise<Map<number, Date>> {
    return new Map((await chapterRepo.readsOf(this.db, caller.id, courseId)).map((r) => [r.chapterId, r.readAt]));
  }

  async course(caller: Caller, courseId: number): Promise<StudyCourse> {
    const course = await readableCourse(this.db, caller, courseId);
    const [rows, reads, refs] = await Promise.all([chapterRepo.listChapters(this.db, courseId), this.readSet(caller, courseId), loadCourseRefs(this.db, [courseId])]);
    const tree = await treeFor(this.db, rows, caller.eduId, new Set(reads.keys()));
    const order = readingOrder(tree);
    const read = order.filter((n) => n.read).length;
    return {
      id: course.id,
      title: course.title,
      cover: course.cover,
      description: course.description,
      teachers: (refs.teachers.get(courseId) ?? []).filter((t) => caller.eduId === null || t.eduId === caller.eduId).map((t) => ({ id: t.id, name: t.name })),
      chapters: tree,
      progress: { read, total: order.length },
      next_chapter_id: (order.find((n) => !n.read) ?? order[0])?.id ?? null,
    };
  }

  private async chapterOf(caller: Caller, courseId: number, chapterId: number) {
    const course = await readableCourse(this.db, caller, courseId);
    const chapter = await chapterRepo.findChapter(this.db, chapterId);
    if (chapter === null || chapter.courseId !== courseId) throw chapterNotFound();
    return { course, chapter };
  }

  async chapter(caller: Caller, courseId: number, chapterId: number): Promise<ChapterDetail> {
    const { course, chapter } = await this.chapterOf(caller, courseId, chapterId);
    const reads = await this.readSet(caller, courseId);
    return this.chapters.detail(chapter, course, { readerEdu: caller.eduId, studentView: caller.role === 'edu_student', read: reads.has(chapterId) });
  }

  /** Idempotent: the first read time is kept; answers the caller's progress in the course. */
  async markRead(caller: Caller, courseId: number, chapterId: number): Promise<ReadChapterResult> {
    await this.chapterOf(caller, courseId, chapterId);
    const readAt = await chapterRepo.markRead(this.db, caller.id, chapterId, courseId);
    const order = readingOrder(buildTree(await chapterRepo.listChapters(this.db, courseId)));
    const reads = await this.readSet(caller, courseId);
    return { chapter_id: chapterId, read_at: readAt.toISOString(), progress: { read: order.filter((n) => reads.has(n.id)).length, total: order.length } };
  }

  /** Students of the course's classes in the caller's college (all colleges for the sys_admin) × chapters. */
  async report(caller: Caller, courseId: number, classId?: number): Promise<CourseProgressReport> {
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
    const reads = await chapterRepo.readsOfUsers(this.db, courseId, students.map((s) => s.id));
    const valid = new Set(order.map((n) => n.id));
    const rows: StudentProgress[] = students.map((s) => {
      const mine = reads.filter((r) => r.userId === s.id && valid.has(r.chapterId));
      const last = mine.reduce<Date | null>((latest, r) => (latest === null || r.readAt > latest ? r.readAt : latest), null);
      const readIds = new Set(mine.map((r) => r.chapterId));
      return {
        user_id: s.id,
        username: s.username,
        name: s.name,
        class_id: s.classId,
        class_name: s.className,
        read_chapter_ids: order.filter((n) => readIds.has(n.id)).map((n) => n.id),
        read: readIds.size,
        total: order.length,
        last_read_at: last === null ? null : last.toISOString(),
      };
    });
    return { course_id: courseId, chapters: order.map((n) => ({ id: n.id, parent_id: n.parent_id, title: n.title })), students: rows };
  }
}
