// What the exams module needs from the bank: a paper's frozen snapshot and the public (key-less) view of a question.
import type { LeafContent, Paper, PaperSection, PublicContent, PublicLeafContent, QuestionContent, QuestionOption } from '@finedu/domain';
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

/** Number of blanks a stem marks (`___` three or more underscores, or `{{n}}`); 0 when it marks none. */
export function countStemBlanks(stem: string): number {
  const numbered = new Set([...stem.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => m[1]));
  const underscores = stem.match(/_{3,}/g)?.length ?? 0;
  return numbered.size + underscores;
}

function publicLeaf(content: LeafContent, shuffle?: (options: QuestionOption[]) => QuestionOption[]): PublicLeafContent {
  switch (content.type) {
    case 'single':
    case 'multiple': {
      const options = content.options.map((o) => ({ key: o.key, text: o.text }));
      return { type: content.type, options: shuffle ? shuffle(options) : options };
    }
    case 'judge':
      return { type: 'judge' };
    case 'blank':
      return { type: 'blank', blank_count: content.blanks.length };
    case 'short':
      return { type: 'short' };
    case 'program':
      return { type: 'program', template: content.template, test_count: content.tests.length };
  }
}

/**
 * The question's content as a student sees it: no answer keys, references, analyses or hidden tests.
 * `shuffle` reorders the options of choice questions (each option keeps its original `key`).
 */
export function toPublicContent(content: QuestionContent, shuffle?: (options: QuestionOption[]) => QuestionOption[]): PublicContent {
  if (content.type === 'case') {
    return {
      type: 'case',
      material: content.material,
      dataset_url: content.dataset_url,
      children: content.children.map((child) => ({ key: child.key, stem: child.stem, score: child.score, content: publicLeaf(child.content, shuffle) })),
    };
  }
  return publicLeaf(content, shuffle);
}
