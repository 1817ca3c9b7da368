import { useMemo, useState } from 'react';
import type { Exam, ExamPaper } from '@finedu/domain';
import { EmptyState, FormField, Select, StateView } from '@finedu/ui';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { SimilarityPanel } from './SimilarityPanel';

/**
 * The programming items of a frozen paper, in paper order: programming and notebook questions (`"<question id>"`) and
 * programming sub-questions of case questions (`"<question id>:<sub key>"`).
 */
export function programItems(paper: ExamPaper): Array<{ item: string; order: number; sub: string | null }> {
  const questions = paper.sections.flatMap((s) => s.questions);
  return questions.flatMap((q, i): Array<{ item: string; order: number; sub: string | null }> => {
    const content = q.question.content;
    if (content.type === 'program' || content.type === 'notebook') return [{ item: String(q.question_id), order: i + 1, sub: null }];
    if (content.type !== 'case') return [];
    return content.children.filter((c) => c.content.type === 'program').map((c) => ({ item: `${q.question_id}:${c.key}`, order: i + 1, sub: c.key }));
  });
}

/** The exam's similarity check (its marking view's tab): choose a programming question, then its report. */
export function ExamSimilarity({ exam }: { exam: Exam }) {
  const t = useT();
  const services = useServices();
  const paper = useQuery((signal) => services.exam.getExamPaper(exam.id, { signal, silent: true }), [exam.id]);
  const items = useMemo(() => (paper.data ? programItems(paper.data) : []), [paper.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const item = chosen ?? items[0]?.item ?? null;
  const view = useViewState(paper, { emptyTitle: t('similarity.noItems') }, () => items.length === 0);
  return (
    <StateView state={view.state} {...view.stateMessages}>
      {items.length > 1 && (
        <FormField label={t('similarity.item')}>
          <Select
            value={item ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            options={items.map((i) => ({ value: i.item, label: t('similarity.itemOption', { order: i.order, sub: i.sub === null ? '' : ` (${i.sub})` }) }))}
          />
        </FormField>
      )}
      {item === null ? <EmptyState title={t('similarity.noItems')} /> : <SimilarityPanel key={item} scope={{ exam_id: exam.id, item }} />}
    </StateView>
  );
}
