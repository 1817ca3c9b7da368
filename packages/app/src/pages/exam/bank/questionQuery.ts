import { QUESTION_TYPES, type QuestionListQuery, type QuestionType } from '@finedu/domain';

/** What the filter bar holds: strings straight from the inputs ('' = any). */
export interface QuestionFilterForm {
  keyword: string;
  type: string;
  difficulty: string;
  knowledgePoint: string;
  categoryId: string;
}

export const EMPTY_QUESTION_FILTER_FORM: QuestionFilterForm = { keyword: '', type: '', difficulty: '', knowledgePoint: '', categoryId: '' };

/** The list query without paging and bank (the page adds those). */
export type QuestionFilters = Omit<QuestionListQuery, 'page' | 'page_size' | 'bank'>;

const isQuestionType = (value: string): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value);

/** Filter bar → list query: trimmed, empty fields dropped, anything out of range ignored rather than sent. */
export function toQuestionFilters(form: QuestionFilterForm): QuestionFilters {
  const filters: QuestionFilters = {};
  const keyword = form.keyword.trim();
  if (keyword) filters.keyword = keyword.slice(0, 100);
  if (isQuestionType(form.type)) filters.type = form.type;
  const difficulty = Number(form.difficulty);
  if (form.difficulty && Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 5) filters.difficulty = difficulty;
  const knowledgePoint = form.knowledgePoint.trim();
  if (knowledgePoint) filters.knowledge_point = knowledgePoint.slice(0, 50);
  const categoryId = Number(form.categoryId);
  if (form.categoryId && Number.isInteger(categoryId) && categoryId > 0) filters.category_id = categoryId;
  return filters;
}

/** Whether any filter is set (the empty state then says "nothing matches" instead of "the bank is empty"). */
export const hasQuestionFilters = (filters: QuestionFilters): boolean => Object.values(filters).some((value) => value !== undefined && value !== '');

