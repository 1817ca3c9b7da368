// What the exams module needs from the bank: a paper's frozen snapshot. (The public, key-less view of a question is
// @finedu/domain's toPublicContent, shared with the pages.)
import type { Paper, PaperSection } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../types.js';
import { canRead, paperNotFound } from './access.js';
import { toPaper, toQuestion, toSections } from './dto.js';
import * as repo from './repository.js';

/** The caller type of `request.user`. */
export type RequestUser = AuthUser;

/**
 * A paper with every question in full (key, analysis, hidden tests included), for an exam to freeze.
 * Throws the module's "not found" when the paper does not exist or is not visible to the user (own college or platform).
 * Questions deleted from the bank after the paper was made still come along (soft delete).
 */
export async function loadPaperSnapshot(db: Db, paperId: number, user: RequestUser): Promise<{ paper: Paper; sections: PaperSection[] }> {
  const found = await repo.findPaper(db, paperId);
  if (found === null || user.role === 'edu_student' || user.role === 'sys_teacher' || !canRead(user, found.row.eduId)) throw paperNotFound();
  const ids = [...new Set(found.row.sections.flatMap((s) => s.questions.map((q) => q.question_id)))];
  const rows = await repo.findQuestions(db, ids, true);
  const byId = new Map(rows.map((r) => [r.row.id, toQuestion(r)]));
  return { paper: toPaper(found), sections: toSections(found.row.sections, byId) };
}
