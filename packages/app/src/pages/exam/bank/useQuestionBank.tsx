import styled from 'styled-components';
import type { Bank, Question } from '@finedu/domain';
import { MathExcerpt, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useListPage, type ListPageOptions } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { DifficultyStars, QuestionTypeBadge } from './QuestionBadges';
import { hasQuestionFilters, type QuestionFilters } from './questionQuery';

/** The stem keeps a readable width however many columns the table has. */
const Stem = styled.span`
  display: block;
  min-width: 12em;
`;

/**
 * One bank's paged question list (a list page's wiring) with its categories and knowledge points for the filters;
 * when the list changes, so may they.
 */
export function useQuestionBank(bank: Bank, options: Omit<ListPageOptions<QuestionFilters, Question>, 'load' | 'isFiltered' | 'onChanged'>) {
  const { exam } = useServices();
  const categories = useQuery((signal) => exam.listCategories(bank, { signal, silent: true }).then((answer) => answer.list), [bank]);
  const knowledgePoints = useQuery((signal) => exam.listKnowledgePoints(bank, { signal, silent: true }).then((answer) => answer.list), [bank]);
  const page = useListPage<QuestionFilters, Question>({
    ...options,
    load: (query, signal) => exam.listQuestions({ ...query, bank }, { signal, silent: true }),
    isFiltered: hasQuestionFilters,
    onChanged: () => {
      categories.reload();
      knowledgePoints.reload();
    },
  });
  return { page, categories, knowledgePoints };
}

/** The columns every question table shows: type, stem excerpt, difficulty, knowledge points, score, author, updated. */
export function useQuestionColumns(options: { compact?: boolean; hideAuthor?: boolean } = {}): DataTableColumn<Question>[] {
  const t = useT();
  const columns: DataTableColumn<Question>[] = [
    { key: 'type', title: t('exam.bank.field.type'), width: 88, render: (row) => <QuestionTypeBadge type={row.type} /> },
    { key: 'stem', title: t('exam.bank.field.stem'), render: (row) => <Stem><MathExcerpt source={row.stem} max={options.compact ? 40 : 56} /></Stem> },
    { key: 'difficulty', title: t('exam.bank.field.difficulty'), width: 100, render: (row) => <DifficultyStars value={row.difficulty} /> },
    { key: 'knowledge_points', title: t('exam.bank.field.knowledgePoints'), ellipsis: 120, render: (row) => (row.knowledge_points.length > 0 ? row.knowledge_points.join('、') : t('common.none')) },
    { key: 'score', title: t('exam.bank.field.score'), kind: 'number', width: 64, render: (row) => row.score },
  ];
  if (options.compact) return columns;
  return [
    ...columns,
    { key: 'category', title: t('exam.bank.field.category'), ellipsis: 100, render: (row) => row.category_name ?? t('common.none') },
    ...(options.hideAuthor ? [] : [{ key: 'author', title: t('exam.bank.field.author'), ellipsis: 96, render: (row: Question) => row.author_name ?? t('common.none') }]),
    { key: 'updated_at', title: t('exam.bank.field.updatedAt'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];
}
