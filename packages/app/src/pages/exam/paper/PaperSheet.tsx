import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PublicQuestion } from '@finedu/domain';

/** A paper laid out like a printed exam sheet; buttons and notes marked `data-screen-only` disappear in print. */
export const PaperSheetRoot = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: var(--ui-space-5);
  box-sizing: border-box;
  background: var(--ui-color-surface);
  min-height: 100vh;
  & > header {
    text-align: center;
    margin-bottom: var(--ui-space-5);
    border-bottom: 2px solid var(--ui-color-text);
    padding-bottom: var(--ui-space-4);
  }
  & > header h1 {
    margin: 0 0 var(--ui-space-2);
    font-size: var(--ui-font-size-h2);
  }
  & > header p {
    margin: var(--ui-space-1) 0;
    color: var(--ui-color-text-secondary);
    font-variant-numeric: tabular-nums;
  }
  @media print {
    max-width: none;
    padding: 0;
    min-height: 0;
    [data-screen-only] {
      display: none !important;
    }
    section + section {
      break-before: page;
    }
    article {
      break-inside: avoid;
    }
  }
`;

export const PaperToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  justify-content: flex-end;
  align-items: center;
  margin-bottom: var(--ui-space-4);
`;

const Section = styled.section`
  margin-bottom: var(--ui-space-6);
  h2 {
    margin: 0 0 var(--ui-space-1);
    font-size: var(--ui-font-size-h3);
  }
  & > p {
    margin: 0 0 var(--ui-space-4);
    color: var(--ui-color-text-secondary);
  }
  & > article,
  & > div {
    margin-bottom: var(--ui-space-5);
  }
`;

export interface PaperSheetSectionProps {
  title: string;
  /** "共 5 题，10 分". */
  meta: string;
  description?: string;
  children: ReactNode;
}

export function PaperSheetSection({ title, meta, description, children }: PaperSheetSectionProps) {
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <p>
        {meta}
        {description ? ` · ${description}` : ''}
      </p>
      {children}
    </Section>
  );
}

/** Consecutive questions with the same section title form one section (the order the student sees). */
export function groupBySection(questions: readonly PublicQuestion[]): { title: string; questions: PublicQuestion[] }[] {
  const groups: { title: string; questions: PublicQuestion[] }[] = [];
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    const last = groups.at(-1);
    if (last && last.title === question.section_title) last.questions.push(question);
    else groups.push({ title: question.section_title, questions: [question] });
  }
  return groups;
}
