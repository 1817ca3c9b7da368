import type { AxiosInstance } from 'axios';
import type {
  AnswerKeyUpdate,
  Bank,
  ExamList,
  ExamListQuery,
  ExamUpdate,
  ExamWrite,
  GeneratePaperRequest,
  GradebookWeights,
  ImportFormat,
  IntegrityEventWrite,
  MarkWrite,
  PaperListQuery,
  PaperWrite,
  QuestionCopy,
  CalculatedPreviewRequest,
  SeedPreviewRequest,
  QuestionListQuery,
  QuestionWrite,
  SaveAnswers,
  StudentExamList,
} from '../contract/index.js';
import { call, type RequestOptions } from './request.js';
import { EXAM_CALLS, QUESTION_CALLS } from '../contract/examCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';
const blob = { responseType: 'blob' } as const;


/** Question banks, papers, exams, attempts and grades (issue 4). Staff and students call different methods; the server checks roles. */
export class ExamClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  // Questions
  listQuestions(query: QuestionListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listQuestions'>> {
    return call(this.#http, QUESTION_CALLS, 'listQuestions', { query }, options);
  }
  getQuestion(id: number, options?: RequestOptions): Promise<CallAnswer<'getQuestion'>> {
    return call(this.#http, QUESTION_CALLS, 'getQuestion', { params: { id } }, options);
  }
  /** sys_admin writes the platform bank, college staff their college's bank: the server decides by role. */
  createQuestion(body: QuestionWrite, options?: RequestOptions): Promise<CallAnswer<'createQuestion'>> {
    return call(this.#http, QUESTION_CALLS, 'createQuestion', { body }, options);
  }
  updateQuestion(id: number, body: QuestionWrite, options?: RequestOptions): Promise<CallAnswer<'updateQuestion'>> {
    return call(this.#http, QUESTION_CALLS, 'updateQuestion', { params: { id }, body }, options);
  }
  async deleteQuestion(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, QUESTION_CALLS, 'deleteQuestion', { params: { id } }, options);
  }
  /** Sample variants of a calculated question being edited (refused with the save's message when it has no finite answer). */
  previewCalculated(body: CalculatedPreviewRequest, options?: RequestOptions): Promise<CallAnswer<'previewCalculated'>> {
    return call(this.#http, QUESTION_CALLS, 'previewCalculated', { body }, options);
  }
  /** A notebook question's data generator run for a few seeds in the sandbox (the editor's preview). */
  previewNotebookSeeds(body: SeedPreviewRequest, options?: RequestOptions): Promise<CallAnswer<'previewNotebookSeeds'>> {
    return call(this.#http, QUESTION_CALLS, 'previewNotebookSeeds', { body }, options);
  }
  copyQuestions(body: QuestionCopy, options?: RequestOptions): Promise<CallAnswer<'copyQuestions'>> {
    return call(this.#http, QUESTION_CALLS, 'copyQuestions', { body }, options);
  }
  listKnowledgePoints(bank: Bank, options?: RequestOptions): Promise<CallAnswer<'listKnowledgePoints'>> {
    return call(this.#http, QUESTION_CALLS, 'listKnowledgePoints', { query: { bank } }, options);
  }
  listCategories(bank: Bank, options?: RequestOptions): Promise<CallAnswer<'listQuestionCategories'>> {
    return call(this.#http, QUESTION_CALLS, 'listQuestionCategories', { query: { bank } }, options);
  }
  createCategory(name: string, options?: RequestOptions): Promise<CallAnswer<'createQuestionCategory'>> {
    return call(this.#http, QUESTION_CALLS, 'createQuestionCategory', { body: { name } }, options);
  }
  updateCategory(id: number, name: string, options?: RequestOptions): Promise<CallAnswer<'updateQuestionCategory'>> {
    return call(this.#http, QUESTION_CALLS, 'updateQuestionCategory', { params: { id }, body: { name } }, options);
  }
  async deleteCategory(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, QUESTION_CALLS, 'deleteQuestionCategory', { params: { id } }, options);
  }
  /** What importing the file would do (every item, its problems, totals by type); nothing is written. Sends the bytes as the body. */
  previewQuestionImport(file: Blob, query: { format: ImportFormat; category_id?: number }, options?: RequestOptions): Promise<CallAnswer<'previewQuestionImport'>> {
    return call(this.#http, QUESTION_CALLS, 'previewQuestionImport', { query, body: file, config: { headers: { 'Content-Type': 'application/octet-stream' } } }, options);
  }
  /** Imports all of the file or nothing (`mode` `all`), or its valid items (`valid`); sends the file's bytes as the body (`application/octet-stream`). */
  importQuestions(file: Blob, query: { format: ImportFormat; category_id?: number; mode?: 'all' | 'valid' }, options?: RequestOptions): Promise<CallAnswer<'importQuestions'>> {
    return call(this.#http, QUESTION_CALLS, 'importQuestions', { query, body: file, config: { headers: { 'Content-Type': 'application/octet-stream' } } }, options);
  }
  questionImportTemplate(options?: RequestOptions): Promise<CallAnswer<'questionImportTemplate'>> {
    return call(this.#http, QUESTION_CALLS, 'questionImportTemplate', { config: blob }, options);
  }
  exportQuestions(query: Omit<QuestionListQuery, 'page' | 'page_size'> & { format?: 'xlsx' | 'moodle' | 'gift' }, options?: RequestOptions): Promise<CallAnswer<'exportQuestions'>> {
    return call(this.#http, QUESTION_CALLS, 'exportQuestions', { query, config: blob }, options);
  }

  // Papers
  listPapers(query: PaperListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listPapers'>> {
    return call(this.#http, QUESTION_CALLS, 'listPapers', { query }, options);
  }
  getPaper(id: number, options?: RequestOptions): Promise<CallAnswer<'getPaper'>> {
    return call(this.#http, QUESTION_CALLS, 'getPaper', { params: { id } }, options);
  }
  createPaper(body: PaperWrite, options?: RequestOptions): Promise<CallAnswer<'createPaper'>> {
    return call(this.#http, QUESTION_CALLS, 'createPaper', { body }, options);
  }
  updatePaper(id: number, body: PaperWrite, options?: RequestOptions): Promise<CallAnswer<'updatePaper'>> {
    return call(this.#http, QUESTION_CALLS, 'updatePaper', { params: { id }, body }, options);
  }
  async deletePaper(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, QUESTION_CALLS, 'deletePaper', { params: { id } }, options);
  }
  generatePaper(body: GeneratePaperRequest, options?: RequestOptions): Promise<CallAnswer<'generatePaper'>> {
    return call(this.#http, QUESTION_CALLS, 'generatePaper', { body }, options);
  }
  previewPaper(id: number, options?: RequestOptions): Promise<CallAnswer<'previewPaper'>> {
    return call(this.#http, QUESTION_CALLS, 'previewPaper', { params: { id } }, options);
  }

  // Exams. `listExams` answers by role (its schema is `ExamList | StudentExamList`): staff read `ExamList`, a
  // student `StudentExamList`; each method narrows the contract's union to its caller's side.
  listExams(query: ExamListQuery = {}, options?: RequestOptions): Promise<ExamList> {
    return call(this.#http, EXAM_CALLS, 'listExams', { query }, options) as Promise<ExamList>;
  }
  listMyExams(query: ExamListQuery = {}, options?: RequestOptions): Promise<StudentExamList> {
    return call(this.#http, EXAM_CALLS, 'listExams', { query }, options) as Promise<StudentExamList>;
  }
  getExam(id: number, options?: RequestOptions): Promise<CallAnswer<'getExam'>> {
    return call(this.#http, EXAM_CALLS, 'getExam', { params: { id } }, options);
  }
  createExam(body: ExamWrite, options?: RequestOptions): Promise<CallAnswer<'createExam'>> {
    return call(this.#http, EXAM_CALLS, 'createExam', { body }, options);
  }
  updateExam(id: number, body: ExamUpdate, options?: RequestOptions): Promise<CallAnswer<'updateExam'>> {
    return call(this.#http, EXAM_CALLS, 'updateExam', { params: { id }, body }, options);
  }
  async deleteExam(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, EXAM_CALLS, 'deleteExam', { params: { id } }, options);
  }
  getExamPaper(id: number, options?: RequestOptions): Promise<CallAnswer<'getExamPaper'>> {
    return call(this.#http, EXAM_CALLS, 'getExamPaper', { params: { id } }, options);
  }
  updateAnswerKey(id: number, questionId: number, body: AnswerKeyUpdate, options?: RequestOptions): Promise<CallAnswer<'updateExamAnswerKey'>> {
    return call(this.#http, EXAM_CALLS, 'updateExamAnswerKey', { params: { id, questionId }, body }, options);
  }
  listCandidates(id: number, options?: RequestOptions): Promise<CallAnswer<'listExamCandidates'>> {
    return call(this.#http, EXAM_CALLS, 'listExamCandidates', { params: { id } }, options);
  }
  setExtraTime(id: number, userId: number, minutes: number, options?: RequestOptions): Promise<CallAnswer<'setExtraTime'>> {
    return call(this.#http, EXAM_CALLS, 'setExtraTime', { params: { id, userId }, body: { minutes } }, options);
  }
  listEvents(id: number, userId?: number, options?: RequestOptions): Promise<CallAnswer<'listIntegrityEvents'>> {
    return call(this.#http, EXAM_CALLS, 'listIntegrityEvents', { params: { id }, query: userId ? { user_id: userId } : undefined }, options);
  }
  markingQueue(id: number, options?: RequestOptions): Promise<CallAnswer<'markingQueue'>> {
    return call(this.#http, EXAM_CALLS, 'markingQueue', { params: { id } }, options);
  }
  markingAnswers(id: number, item: string, options?: RequestOptions): Promise<CallAnswer<'markingQuestion'>> {
    return call(this.#http, EXAM_CALLS, 'markingQuestion', { params: { id, questionId: item } }, options);
  }
  mark(id: number, item: string, attemptId: number, body: MarkWrite, options?: RequestOptions): Promise<CallAnswer<'markAnswer'>> {
    return call(this.#http, EXAM_CALLS, 'markAnswer', { params: { id, questionId: item, attemptId }, body }, options);
  }
  regrade(id: number, options?: RequestOptions): Promise<CallAnswer<'regradeExam'>> {
    return call(this.#http, EXAM_CALLS, 'regradeExam', { params: { id } }, options);
  }
  publish(id: number, options?: RequestOptions): Promise<CallAnswer<'publishExam'>> {
    return call(this.#http, EXAM_CALLS, 'publishExam', { params: { id } }, options);
  }
  statistics(id: number, options?: RequestOptions): Promise<CallAnswer<'examStatistics'>> {
    return call(this.#http, EXAM_CALLS, 'examStatistics', { params: { id } }, options);
  }
  exportScores(id: number, options?: RequestOptions): Promise<CallAnswer<'exportExamScores'>> {
    return call(this.#http, EXAM_CALLS, 'exportExamScores', { params: { id }, config: blob }, options);
  }
  reviewAttempt(id: number, attemptId: number, options?: RequestOptions): Promise<CallAnswer<'getAttemptReview'>> {
    return call(this.#http, EXAM_CALLS, 'getAttemptReview', { params: { id, attemptId } }, options);
  }

  // Sitting an exam (edu_student)
  startAttempt(examId: number, options?: RequestOptions): Promise<CallAnswer<'startAttempt'>> {
    return call(this.#http, EXAM_CALLS, 'startAttempt', { params: { id: examId } }, options);
  }
  getAttempt(id: number, options?: RequestOptions): Promise<CallAnswer<'getAttempt'>> {
    return call(this.#http, EXAM_CALLS, 'getAttempt', { params: { id } }, options);
  }
  saveAnswers(id: number, body: SaveAnswers, options?: RequestOptions): Promise<CallAnswer<'saveAnswers'>> {
    return call(this.#http, EXAM_CALLS, 'saveAnswers', { params: { id }, body }, options);
  }
  async recordEvents(id: number, body: IntegrityEventWrite, options?: RequestOptions): Promise<void> {
    await call(this.#http, EXAM_CALLS, 'recordEvents', { params: { id }, body }, options);
  }
  /** Prepares a notebook question's folder with the student's own data; its kernel starts at `path`. */
  openNotebook(id: number, questionId: number, options?: RequestOptions): Promise<CallAnswer<'openExamNotebook'>> {
    return call(this.#http, EXAM_CALLS, 'openExamNotebook', { params: { id, questionId } }, options);
  }
  submitAttempt(id: number, options?: RequestOptions): Promise<CallAnswer<'submitAttempt'>> {
    return call(this.#http, EXAM_CALLS, 'submitAttempt', { params: { id } }, options);
  }
  getResult(id: number, options?: RequestOptions): Promise<CallAnswer<'getAttemptResult'>> {
    return call(this.#http, EXAM_CALLS, 'getAttemptResult', { params: { id } }, options);
  }

  // Grades
  myGrades(options?: RequestOptions): Promise<CallAnswer<'myGrades'>> {
    return call(this.#http, EXAM_CALLS, 'myGrades', {}, options);
  }
  gradebook(classId: number, options?: RequestOptions): Promise<CallAnswer<'gradebook'>> {
    return call(this.#http, EXAM_CALLS, 'gradebook', { query: { class_id: classId } }, options);
  }
  setWeights(body: GradebookWeights, options?: RequestOptions): Promise<CallAnswer<'setGradebookWeights'>> {
    return call(this.#http, EXAM_CALLS, 'setGradebookWeights', { body }, options);
  }
  exportGradebook(classId: number, options?: RequestOptions): Promise<CallAnswer<'exportGradebook'>> {
    return call(this.#http, EXAM_CALLS, 'exportGradebook', { query: { class_id: classId }, config: blob }, options);
  }
}
