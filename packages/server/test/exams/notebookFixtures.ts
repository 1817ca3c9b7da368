// Shared by the notebook-question tests (notebook.test.ts in real kernels, notebookRules.test.ts on the fake runtime):
// the demo notebook question, an answer made from its starting cells, and the calls the tests make on the fixture.
import { encodeNotebookAnswer, type AttemptReview, type ExamNotebookFolder, type NotebookContent, type QuestionWrite, type SaveAnswersResult } from '@finedu/domain';
import { DEMO_QUESTIONS } from '../../src/seed/questions.js';
import type { Session } from '../helper.js';
import { createExam, createPaper, type ExamFixture } from './fixtures.js';

const demo = DEMO_QUESTIONS.find((q) => q.slug === 'q-n-annualized')!;
export const content = demo.content as NotebookContent;
export const body: QuestionWrite = { type: 'notebook', stem: demo.stem, analysis: demo.analysis, difficulty: demo.difficulty, knowledge_points: demo.knowledge_points, score: demo.score, content };

/** The starting notebook with the editable cell's source replaced by `code`. */
export const answer = (code: string): string => encodeNotebookAnswer(content.cells.map((c) => (c.locked || c.type !== 'code' ? c : { ...c, source: code })));

/** The calls on the fixture `fixture()` answers (set in the test file's beforeAll). */
export function notebookCalls(fixture: () => ExamFixture) {
  return {
    /** An exam (results after submit) of the demo notebook question. */
    async notebookExam(): Promise<{ examId: number; questionId: number }> {
      const f = fixture();
      const made = await createPaper(f, f.teacher, [{ body, score: 10 }]);
      const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
      return { examId: exam.id, questionId: made.questions[0]!.id };
    },
    save: (s: Session, attemptId: number, questionId: number, response: unknown, revision: number) =>
      fixture().t.call<SaveAnswersResult>('PUT', `/api/exam/attempt/${attemptId}/answers`, { as: s, body: { answers: [{ question_id: questionId, response, revision }] } }),
    review: async (examId: number, attemptId: number) => (await fixture().t.call<AttemptReview>('GET', `/api/exam/examine/${examId}/attempt/${attemptId}`, { as: fixture().teacher })).data,
    openNotebook: (s: Session, attemptId: number, questionId: number) => fixture().t.call<ExamNotebookFolder>('POST', `/api/exam/attempt/${attemptId}/notebook/${questionId}`, { as: s }),
  };
}
