import type { AxiosInstance } from 'axios';
import type { CallAnswer } from '../contract/callTypes.js';
import type { CompetitionItemBody, GradebookSetup, GradeOverrideBody, ManualColumnBody, ManualScoreBody } from '../contract/gradebook.js';
import { GRADEBOOK_CALLS } from '../contract/gradebookCalls.js';
import { call, type RequestOptions } from './request.js';

const blob = { responseType: 'blob' } as const;

/** The course gradebook (issue 34): every method's method and path come from GRADEBOOK_CALLS. */
export class GradebookClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  courses(options?: RequestOptions): Promise<CallAnswer<'gradebookCourses'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'gradebookCourses', {}, options);
  }

  course(courseId: number, classId?: number, options?: RequestOptions): Promise<CallAnswer<'courseGradebook'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'courseGradebook', { params: { id: courseId }, query: classId === undefined ? {} : { class_id: classId } }, options);
  }

  ofClass(classId: number, options?: RequestOptions): Promise<CallAnswer<'classGradebook'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'classGradebook', { params: { id: classId } }, options);
  }

  saveSetup(courseId: number, body: GradebookSetup, options?: RequestOptions): Promise<CallAnswer<'saveGradebookSetup'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'saveGradebookSetup', { params: { id: courseId }, body }, options);
  }

  createManualColumn(courseId: number, body: ManualColumnBody, options?: RequestOptions): Promise<CallAnswer<'createManualColumn'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'createManualColumn', { params: { id: courseId }, body }, options);
  }

  deleteManualColumn(courseId: number, columnId: number, options?: RequestOptions): Promise<CallAnswer<'deleteManualColumn'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'deleteManualColumn', { params: { id: courseId, columnId } }, options);
  }

  setManualScore(courseId: number, columnId: number, body: ManualScoreBody, options?: RequestOptions): Promise<CallAnswer<'setManualScore'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'setManualScore', { params: { id: courseId, columnId }, body }, options);
  }

  /** Sends the .xlsx file's bytes as they are. */
  importManualColumn(courseId: number, columnId: number, file: Blob | ArrayBuffer | Uint8Array, options?: RequestOptions): Promise<CallAnswer<'importManualColumn'>> {
    return call(
      this.#http,
      GRADEBOOK_CALLS,
      'importManualColumn',
      { params: { id: courseId, columnId }, body: file, config: { headers: { 'Content-Type': 'application/octet-stream' } } },
      options,
    );
  }

  override(courseId: number, body: GradeOverrideBody, options?: RequestOptions): Promise<CallAnswer<'overrideGrade'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'overrideGrade', { params: { id: courseId }, body }, options);
  }

  audit(courseId: number, options?: RequestOptions): Promise<CallAnswer<'gradebookAudit'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'gradebookAudit', { params: { id: courseId } }, options);
  }

  export(courseId: number, classId?: number, options?: RequestOptions): Promise<CallAnswer<'exportCourseGradebook'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'exportCourseGradebook', { params: { id: courseId }, query: classId === undefined ? {} : { class_id: classId }, config: blob }, options);
  }

  competitionSessions(courseId: number, options?: RequestOptions): Promise<CallAnswer<'gradebookCompetitionSessions'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'gradebookCompetitionSessions', { params: { id: courseId } }, options);
  }

  addCompetitionItem(courseId: number, body: CompetitionItemBody, options?: RequestOptions): Promise<CallAnswer<'addCompetitionItem'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'addCompetitionItem', { params: { id: courseId }, body }, options);
  }

  removeCompetitionItem(courseId: number, itemId: number, options?: RequestOptions): Promise<CallAnswer<'removeCompetitionItem'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'removeCompetitionItem', { params: { id: courseId, competitionItemId: itemId } }, options);
  }

  mine(options?: RequestOptions): Promise<CallAnswer<'myGradebook'>> {
    return call(this.#http, GRADEBOOK_CALLS, 'myGradebook', {}, options);
  }
}
