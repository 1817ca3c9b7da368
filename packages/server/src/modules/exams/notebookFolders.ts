// A notebook question's folder in the sitting student's notebook home (issue 16): created before its kernel starts
// there, with the student's own generated files and params.json when the question has a generator.
import { examNotebookFolder, examNotebookPath, type ExamNotebookFolder } from '@finedu/domain';
import { AppError, badRequest, notFound } from '../../errors.js';
import { notebookUnavailable, paramsFile, prepareFolder, UnsafeHomePathError, writeFolderFiles, type KernelHost } from '../../runtime/index.js';
import type { AuthUser } from '../../types.js';
import { ownAttempt } from './attempts.js';
import type { ClosingDeps } from './closing.js';
import { questionsOf } from './attemptScore.js';
import { hasNotebookGenerator, questionGenerator, questionSubject } from './questionData.js';
import { attemptSubmitted, examEnded } from './rules.js';

export interface ExamNotebookDeps extends ClosingDeps {
  kernelHost: () => KernelHost | null;
}

export class ExamNotebooks {
  constructor(private readonly deps: ExamNotebookDeps) {}

  /**
   * Prepares the folder of a notebook question of the caller's attempt in progress (refused as a save would be once
   * submitted or past the deadline) and answers where its kernel starts, with the student's seed and parameters.
   */
  async open(user: AuthUser, attemptId: number, questionId: number): Promise<ExamNotebookFolder> {
    const { attempt, exam, overdue } = await ownAttempt(this.deps, user, attemptId);
    if (overdue) throw examEnded();
    if (attempt.status !== 'in_progress') throw attemptSubmitted();
    const question = questionsOf(exam.snapshot).find((q) => q.question_id === questionId);
    if (question === undefined) throw notFound(`试题 ${questionId} 不在本场考试中`, `Question ${questionId} is not on this exam`);
    const content = question.question.content;
    if (content.type !== 'notebook') throw badRequest(`试题 ${questionId} 不是笔记本题`, `Question ${questionId} is not a notebook question`);
    const host = this.deps.kernelHost();
    if (host === null) throw notebookUnavailable();
    const folder = examNotebookFolder(exam.id, questionId);
    try {
      if (!hasNotebookGenerator(content)) {
        await prepareFolder(host, user.id, folder);
        return { path: examNotebookPath(exam.id, questionId), seed: null, params: null };
      }
      const data = await this.deps.runner.notebookData.of(host, questionSubject(exam.id, questionId), questionGenerator(content), user.id);
      await writeFolderFiles(host, user.id, folder, [...data.files, paramsFile(data)]);
      return { path: examNotebookPath(exam.id, questionId), seed: data.seed, params: data.params };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof UnsafeHomePathError) {
        // The student put a link or a file where the question's folder belongs: say so, the server never follows it.
        this.deps.log.warn({ userId: user.id, examId: exam.id, questionId }, 'exams: the question folder in a notebook home is a link or a file');
        throw badRequest(
          `笔记本主目录中的 ${folder} 是链接或文件，无法放入本题的数据：请在笔记本中删除或改名后重试`,
          `${folder} in your notebook home is a link or a file, so this question's data cannot be placed there: delete or rename it in the notebook and try again`,
        );
      }
      this.deps.log.warn({ err, examId: exam.id, questionId }, 'exams: preparing a notebook question folder failed');
      throw notebookUnavailable();
    }
  }
}
