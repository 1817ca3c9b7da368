// Rows → contract shapes.
import { paperTotal, type Paper, type PaperSection, type Question } from '@finedu/domain';
import type { PaperSectionRow } from '../../db/schema/index.js';
import { bankOf } from './access.js';
import type { PaperWithAuthor, QuestionWithNames } from './repository.js';

export function toQuestion({ row, categoryName, authorName }: QuestionWithNames): Question {
  return {
    id: row.id,
    edu_id: row.eduId,
    bank: bankOf(row.eduId),
    category_id: row.categoryId,
    category_name: categoryName,
    type: row.type,
    stem: row.stem,
    analysis: row.analysis,
    difficulty: row.difficulty,
    knowledge_points: row.knowledgePoints,
    score: row.score,
    content: row.content,
    author_id: row.authorId,
    author_name: authorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPaper({ row, authorName }: PaperWithAuthor): Paper {
  const { total, count } = paperTotal(row.sections);
  return {
    id: row.id,
    edu_id: row.eduId,
    bank: bankOf(row.eduId),
    title: row.title,
    description: row.description,
    duration_minutes: row.durationMinutes,
    total_score: total,
    question_count: count,
    author_name: authorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Stored sections with each question in full (questions missing from `byId` are skipped). */
export function toSections(sections: PaperSectionRow[], byId: Map<number, Question>): PaperSection[] {
  return sections.map((section) => ({
    title: section.title,
    description: section.description,
    questions: section.questions.flatMap((ref) => {
      const question = byId.get(ref.question_id);
      return question ? [{ question_id: ref.question_id, score: ref.score, question }] : [];
    }),
  }));
}
