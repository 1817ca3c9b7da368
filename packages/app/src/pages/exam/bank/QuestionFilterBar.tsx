import { useState, type FormEvent } from 'react';
import { QUESTION_TYPES, type QuestionCategory } from '@finedu/domain';
import { Button, FilterBar, Select, TextInput } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { EMPTY_QUESTION_FILTER_FORM, toQuestionFilters, type QuestionFilterForm, type QuestionFilters } from './questionQuery';

export interface QuestionFilterBarProps {
  /** Categories of the bank shown. */
  categories: readonly QuestionCategory[];
  /** Knowledge points used in the bank shown. */
  knowledgePoints: readonly string[];
  /** Called with the list query when the user searches or resets. */
  onSearch: (filters: QuestionFilters) => void;
  /** Names the search form (two bars can be on screen: the bank and the picker). */
  label?: string;
}

/** Search and filters of a question bank: keyword, type, difficulty, knowledge point, category. */
export function QuestionFilterBar({ categories, knowledgePoints, onSearch, label }: QuestionFilterBarProps) {
  const t = useT();
  const [form, setForm] = useState<QuestionFilterForm>(EMPTY_QUESTION_FILTER_FORM);
  const set = (patch: Partial<QuestionFilterForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toQuestionFilters(form));
  };
  const reset = () => {
    setForm(EMPTY_QUESTION_FILTER_FORM);
    onSearch({});
  };

  return (
    <FilterBar role="search" aria-label={label ?? t('exam.bank.filters')} onSubmit={submit}>
      <TextInput type="search" aria-label={t('exam.bank.keyword')} placeholder={t('exam.bank.searchPlaceholder')} value={form.keyword} maxLength={100} onChange={(event) => set({ keyword: event.target.value })} />
      <Select
        aria-label={t('exam.bank.field.type')}
        value={form.type}
        onChange={(event) => set({ type: event.target.value })}
        options={[{ value: '', label: t('exam.bank.allTypes') }, ...QUESTION_TYPES.map((type) => ({ value: type, label: t(`exam.bank.type.${type}` as MessageId) }))]}
      />
      <Select
        aria-label={t('exam.bank.field.difficulty')}
        value={form.difficulty}
        onChange={(event) => set({ difficulty: event.target.value })}
        options={[{ value: '', label: t('exam.bank.allDifficulties') }, ...[1, 2, 3, 4, 5].map((level) => ({ value: String(level), label: t('exam.bank.difficultyValue', { value: level }) }))]}
      />
      <Select
        aria-label={t('exam.bank.field.knowledgePoint')}
        value={form.knowledgePoint}
        onChange={(event) => set({ knowledgePoint: event.target.value })}
        options={[{ value: '', label: t('exam.bank.allKnowledgePoints') }, ...knowledgePoints.map((point) => ({ value: point, label: point }))]}
      />
      <Select
        aria-label={t('exam.bank.field.category')}
        value={form.categoryId}
        onChange={(event) => set({ categoryId: event.target.value })}
        options={[{ value: '', label: t('exam.bank.allCategories') }, ...categories.map((category) => ({ value: String(category.id), label: category.name }))]}
      />
      <Button icon={actionIcon('search')} type="submit">{t('common.search')}</Button>
      <Button onClick={reset}>{t('common.reset')}</Button>
    </FilterBar>
  );
}
