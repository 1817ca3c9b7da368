import type { AxiosInstance } from 'axios';
import { EXAM_PATHS, examPath } from '../contract/index.js';
import type {
  AnswerKeyUpdate,
  AttemptResult,
  AttemptReview,
  AttemptView,
  Bank,
  Candidate,
  Exam,
  ExamCallName,
  ExamList,
  ExamListQuery,
  ExamPaper,
  ExamStatistics,
  ExamUpdate,
  ExamWrite,
  GeneratePaperRequest,
  GeneratePaperResult,
  Gradebook,
  GradebookWeights,
  ImportFormat,
  IntegrityEvent,
  IntegrityEventWrite,
  MarkingAnswers,
  MarkingQueueItem,
  MarkWrite,
  MyGrade,
  PaperDetail,
  PaperList,
  PaperListQuery,
  PaperPreview,
  PaperWrite,
  Question,
  QuestionCategory,
  QuestionCopy,
  QuestionImportPreview,
  CalculatedPreview,
  CalculatedPreviewRequest,
  ExamNotebookFolder,
  SeedPreviewList,
  SeedPreviewRequest,
  QuestionImportReport,
  QuestionList,
  QuestionListQuery,
  QuestionWrite,
  SaveAnswers,
  SaveAnswersResult,
  StudentExamList,
  SubmitResult,
} from '../contract/index.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';


/** One exam-engine call: method and path come from `EXAM_PATHS`, so the client cannot drift from the server. */
function callExam<T>(http: AxiosInstance, name: ExamCallName, init: CallInit = {}, options: RequestOptions = {}): Promise<T> {
  return sendCall<T>(http, EXAM_PATHS[name].method, examPath(name, init.params), init, options);
}

const blob = { responseType: 'blob' } as const;

/** Question banks, papers, exams, attempts and grades (issue 4). Staff and students call different methods; the server checks roles. */
export class ExamClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: ExamCallName, init?: CallInit, options?: RequestOptions): Promise<T> {
    return callExam<T>(this.#http, name, init, options);
  }

  // Questions
  listQuestions(query: QuestionListQuery = {}, options?: RequestOptions): Promise<QuestionList> {
    return this.#call('listQuestions', { query }, options);
  }
  getQuestion(id: number, options?: RequestOptions): Promise<Question> {
    return this.#call('getQuestion', { params: { id } }, options);
  }
  /** sys_admin writes the platform bank, college staff their college's bank: the server decides by role. */
  createQuestion(body: QuestionWrite, options?: RequestOptions): Promise<Question> {
    return this.#call('createQuestion', { body }, options);
  }
  updateQuestion(id: number, body: QuestionWrite, options?: RequestOptions): Promise<Question> {
    return this.#call('updateQuestion', { params: { id }, body }, options);
  }
  async deleteQuestion(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteQuestion', { params: { id } }, options);
  }
  /** Sample variants of a calculated question being edited (refused with the save's message when it has no finite answer). */
  previewCalculated(body: CalculatedPreviewRequest, options?: RequestOptions): Promise<CalculatedPreview> {
    return this.#call('previewCalculated', { body }, options);
  }
  /** A notebook question's data generator run for a few seeds in the sandbox (the editor's preview). */
  previewNotebookSeeds(body: SeedPreviewRequest, options?: RequestOptions): Promise<SeedPreviewList> {
    return this.#call('previewNotebookSeeds', { body }, options);
  }
  copyQuestions(body: QuestionCopy, options?: RequestOptions): Promise<{ ids: number[] }> {
    return this.#call('copyQuestions', { body }, options);
  }
  listKnowledgePoints(bank: Bank, options?: RequestOptions): Promise<{ list: string[] }> {
    return this.#call('listKnowledgePoints', { query: { bank } }, options);
  }
  listCategories(bank: Bank, options?: RequestOptions): Promise<{ list: QuestionCategory[] }> {
    return this.#call('listQuestionCategories', { query: { bank } }, options);
  }
  createCategory(name: string, options?: RequestOptions): Promise<QuestionCategory> {
    return this.#call('createQuestionCategory', { body: { name } }, options);
  }
  updateCategory(id: number, name: string, options?: RequestOptions): Promise<QuestionCategory> {
    return this.#call('updateQuestionCategory', { params: { id }, body: { name } }, options);
  }
  async deleteCategory(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteQuestionCategory', { params: { id } }, options);
  }
  /** What importing the file would do (every item, its problems, totals by type); nothing is written. Sends the bytes as the body. */
  previewQuestionImport(file: Blob, query: { format: ImportFormat; category_id?: number }, options?: RequestOptions): Promise<QuestionImportPreview> {
    return this.#call('previewQuestionImport', { query, body: file, config: { headers: { 'Content-Type': 'application/octet-stream' } } }, options);
  }
  /** Imports all of the file or nothing; sends the file's bytes as the body (`application/octet-stream`). */
  importQuestions(file: Blob, query: { format: ImportFormat; category_id?: number }, options?: RequestOptions): Promise<QuestionImportReport> {
    return this.#call('importQuestions', { query, body: file, config: { headers: { 'Content-Type': 'application/octet-stream' } } }, options);
  }
  questionImportTemplate(options?: RequestOptions): Promise<Blob> {
    return this.#call('questionImportTemplate', { config: blob }, options);
  }
  exportQuestions(query: Omit<QuestionListQuery, 'page' | 'page_size'> & { format?: 'xlsx' | 'moodle' }, options?: RequestOptions): Promise<Blob> {
    return this.#call('exportQuestions', { query, config: blob }, options);
  }

  // Papers
  listPapers(query: PaperListQuery = {}, options?: RequestOptions): Promise<PaperList> {
    return this.#call('listPapers', { query }, options);
  }
  getPaper(id: number, options?: RequestOptions): Promise<PaperDetail> {
    return this.#call('getPaper', { params: { id } }, options);
  }
  createPaper(body: PaperWrite, options?: RequestOptions): Promise<PaperDetail> {
    return this.#call('createPaper', { body }, options);
  }
  updatePaper(id: number, body: PaperWrite, options?: RequestOptions): Promise<PaperDetail> {
    return this.#call('updatePaper', { params: { id }, body }, options);
  }
  async deletePaper(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deletePaper', { params: { id } }, options);
  }
  generatePaper(body: GeneratePaperRequest, options?: RequestOptions): Promise<GeneratePaperResult> {
    return this.#call('generatePaper', { body }, options);
  }
  previewPaper(id: number, options?: RequestOptions): Promise<PaperPreview> {
    return this.#call('previewPaper', { params: { id } }, options);
  }

  // Exams (staff; `listExams` answers `StudentExamList` to a student)
  listExams(query: ExamListQuery = {}, options?: RequestOptions): Promise<ExamList> {
    return this.#call('listExams', { query }, options);
  }
  listMyExams(query: ExamListQuery = {}, options?: RequestOptions): Promise<StudentExamList> {
    return this.#call('listExams', { query }, options);
  }
  getExam(id: number, options?: RequestOptions): Promise<Exam> {
    return this.#call('getExam', { params: { id } }, options);
  }
  createExam(body: ExamWrite, options?: RequestOptions): Promise<Exam> {
    return this.#call('createExam', { body }, options);
  }
  updateExam(id: number, body: ExamUpdate, options?: RequestOptions): Promise<Exam> {
    return this.#call('updateExam', { params: { id }, body }, options);
  }
  async deleteExam(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteExam', { params: { id } }, options);
  }
  getExamPaper(id: number, options?: RequestOptions): Promise<ExamPaper> {
    return this.#call('getExamPaper', { params: { id } }, options);
  }
  updateAnswerKey(id: number, questionId: number, body: AnswerKeyUpdate, options?: RequestOptions): Promise<ExamPaper> {
    return this.#call('updateExamAnswerKey', { params: { id, questionId }, body }, options);
  }
  listCandidates(id: number, options?: RequestOptions): Promise<{ list: Candidate[] }> {
    return this.#call('listExamCandidates', { params: { id } }, options);
  }
  setExtraTime(id: number, userId: number, minutes: number, options?: RequestOptions): Promise<Candidate> {
    return this.#call('setExtraTime', { params: { id, userId }, body: { minutes } }, options);
  }
  listEvents(id: number, userId?: number, options?: RequestOptions): Promise<{ list: IntegrityEvent[] }> {
    return this.#call('listIntegrityEvents', { params: { id }, query: userId ? { user_id: userId } : undefined }, options);
  }
  markingQueue(id: number, options?: RequestOptions): Promise<{ list: MarkingQueueItem[] }> {
    return this.#call('markingQueue', { params: { id } }, options);
  }
  markingAnswers(id: number, item: string, options?: RequestOptions): Promise<MarkingAnswers> {
    return this.#call('markingQuestion', { params: { id, questionId: item } }, options);
  }
  mark(id: number, item: string, attemptId: number, body: MarkWrite, options?: RequestOptions): Promise<MarkingAnswers['list'][number]> {
    return this.#call('markAnswer', { params: { id, questionId: item, attemptId }, body }, options);
  }
  regrade(id: number, options?: RequestOptions): Promise<{ regraded: number }> {
    return this.#call('regradeExam', { params: { id } }, options);
  }
  publish(id: number, options?: RequestOptions): Promise<Exam> {
    return this.#call('publishExam', { params: { id } }, options);
  }
  statistics(id: number, options?: RequestOptions): Promise<ExamStatistics> {
    return this.#call('examStatistics', { params: { id } }, options);
  }
  exportScores(id: number, options?: RequestOptions): Promise<Blob> {
    return this.#call('exportExamScores', { params: { id }, config: blob }, options);
  }
  reviewAttempt(id: number, attemptId: number, options?: RequestOptions): Promise<AttemptReview> {
    return this.#call('getAttemptReview', { params: { id, attemptId } }, options);
  }

  // Sitting an exam (edu_student)
  startAttempt(examId: number, options?: RequestOptions): Promise<AttemptView> {
    return this.#call('startAttempt', { params: { id: examId } }, options);
  }
  getAttempt(id: number, options?: RequestOptions): Promise<AttemptView> {
    return this.#call('getAttempt', { params: { id } }, options);
  }
  saveAnswers(id: number, body: SaveAnswers, options?: RequestOptions): Promise<SaveAnswersResult> {
    return this.#call('saveAnswers', { params: { id }, body }, options);
  }
  async recordEvents(id: number, body: IntegrityEventWrite, options?: RequestOptions): Promise<void> {
    await this.#call('recordEvents', { params: { id }, body }, options);
  }
  /** Prepares a notebook question's folder with the student's own data; its kernel starts at `path`. */
  openNotebook(id: number, questionId: number, options?: RequestOptions): Promise<ExamNotebookFolder> {
    return this.#call('openExamNotebook', { params: { id, questionId } }, options);
  }
  submitAttempt(id: number, options?: RequestOptions): Promise<SubmitResult> {
    return this.#call('submitAttempt', { params: { id } }, options);
  }
  getResult(id: number, options?: RequestOptions): Promise<AttemptResult> {
    return this.#call('getAttemptResult', { params: { id } }, options);
  }

  // Grades
  myGrades(options?: RequestOptions): Promise<{ list: MyGrade[] }> {
    return this.#call('myGrades', {}, options);
  }
  gradebook(classId: number, options?: RequestOptions): Promise<Gradebook> {
    return this.#call('gradebook', { query: { class_id: classId } }, options);
  }
  setWeights(body: GradebookWeights, options?: RequestOptions): Promise<Gradebook> {
    return this.#call('setGradebookWeights', { body }, options);
  }
  exportGradebook(classId: number, options?: RequestOptions): Promise<Blob> {
    return this.#call('exportGradebook', { query: { class_id: classId }, config: blob }, options);
  }
}
