import { forwardRef, useId, useMemo, type HTMLAttributes } from 'react';
import {
  QuestionNavigatorButton,
  QuestionNavigatorGrid,
  QuestionNavigatorLegend,
  QuestionNavigatorRoot,
  QuestionNavigatorSection,
  QuestionNavigatorSummary,
  QuestionNavigatorSwatch,
} from './QuestionNavigator.styles';
import { defaultQuestionNavigatorLabels, type QuestionNavigatorLabels } from './questionNavigatorLabels';

/** One question of the exam, in paper order. */
export interface QuestionNavigatorItem {
  /** Title of the question's section; consecutive items with the same title form a group. */
  section: string;
  /** The question holds an answer. */
  answered: boolean;
  /** The student flagged it for review. */
  flagged: boolean;
  /** Number shown on the button; the 1-based position by default. */
  number?: number;
}

export interface QuestionNavigatorProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The questions, in paper order. */
  items: readonly QuestionNavigatorItem[];
  /** Index of the question on screen. */
  current: number;
  /** Called with the index of the question picked. */
  onSelect: (index: number) => void;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<QuestionNavigatorLabels>;
}

/** The answer sheet: a numbered button per question, grouped by section, showing answered, flagged and current. */
export const QuestionNavigator = forwardRef<HTMLElement, QuestionNavigatorProps>(function QuestionNavigator(
  { items, current, onSelect, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultQuestionNavigatorLabels, ...labelOverrides }), [labelOverrides]);
  const baseId = useId();
  const groups = useMemo(() => {
    const result: Array<{ title: string; indices: number[] }> = [];
    items.forEach((item, index) => {
      const last = result[result.length - 1];
      if (last && last.title === item.section) last.indices.push(index);
      else result.push({ title: item.section, indices: [index] });
    });
    return result;
  }, [items]);
  const answered = items.filter((item) => item.answered).length;
  const flagged = items.filter((item) => item.flagged).length;

  return (
    <QuestionNavigatorRoot ref={ref} aria-label={labels.navigation} {...rest}>
      <QuestionNavigatorSummary>{labels.summary(answered, items.length, flagged)}</QuestionNavigatorSummary>
      {groups.map((group, groupIndex) => {
        const headingId = `${baseId}-group-${groupIndex}`;
        return (
          <QuestionNavigatorSection key={groupIndex} aria-labelledby={group.title ? headingId : undefined}>
            {group.title && <h3 id={headingId}>{group.title}</h3>}
            <QuestionNavigatorGrid>
              {group.indices.map((index) => {
                const item = items[index];
                if (!item) return null;
                const number = item.number ?? index + 1;
                const isCurrent = index === current;
                return (
                  <li key={index}>
                    <QuestionNavigatorButton
                      type="button"
                      data-answered={item.answered || undefined}
                      data-flagged={item.flagged || undefined}
                      aria-current={isCurrent ? 'step' : undefined}
                      aria-label={labels.question(number, { answered: item.answered, flagged: item.flagged, current: isCurrent })}
                      onClick={() => onSelect(index)}
                    >
                      {number}
                    </QuestionNavigatorButton>
                  </li>
                );
              })}
            </QuestionNavigatorGrid>
          </QuestionNavigatorSection>
        );
      })}
      <QuestionNavigatorLegend aria-label={labels.legend}>
        {(['answered', 'unanswered', 'flagged', 'current'] as const).map((kind) => (
          <li key={kind}>
            <QuestionNavigatorSwatch data-kind={kind} aria-hidden="true" />
            {labels[kind]}
          </li>
        ))}
      </QuestionNavigatorLegend>
    </QuestionNavigatorRoot>
  );
});
