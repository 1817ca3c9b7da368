import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { parseYuan, routePath, type BlockCaseProblem } from '@finedu/domain';
import { FormAlert } from '@finedu/ui';

/** The link to one of the case's editors (`?case=<id>`). */
export const blockCaseLink = (name: 'BlockCaseOrganization' | 'BlockCaseBusiness' | 'BlockCaseProcess', id: number): string => `${routePath(name)}?case=${id}`;

/** 分 from what was typed in 元 (domain's `parseYuan`), or null when it is not a plain amount with at most two decimals. */
export const fenOf = (typed: string): number | null => {
  const parsed = parseYuan(typed);
  return 'fen' in parsed ? parsed.fen : null;
};

/** 元 with two decimals, for an input's starting value. */
export const yuanText = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const List = styled.ul`
  margin: var(--ui-space-2) 0 0;
  padding-left: var(--ui-space-5);
  line-height: 1.7;
`;

/** The id of a process step's card, the target of a problem's link (`#block-step-3`). */
export const stepAnchor = (order: number): string => `block-step-${order}`;

/** The order named by a `#block-step-N` address, or null. */
export const stepFromHash = (hash: string): number | null => {
  const match = /^#block-step-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
};

export interface ProblemListProps {
  problems: BlockCaseProblem[];
  intro: string;
  /** The list's accessible name. */
  label: string;
  /** Where a problem with a step links to (the process editor's card of that step); without it problems are plain text. */
  stepHref?: (order: number) => string;
  /** Instead of following the link: bring the step's card into view on this page. */
  onStep?: (order: number) => void;
}

/** The problems that keep a case from being published, each with its step (第 3 步) linked to that step's card when it has one. */
export function ProblemList({ problems, intro, label, stepHref, onStep }: ProblemListProps) {
  if (problems.length === 0) return null;
  return (
    <FormAlert>
      <span>{intro}</span>
      <List aria-label={label}>
        {problems.map((problem, index) => {
          const { step } = problem;
          // The server's message already names the step (第 3 步 / Step 3), so it is the link's text.
          const follow =
            onStep && step !== null
              ? (event: MouseEvent) => {
                  event.preventDefault();
                  onStep(step);
                }
              : undefined;
          return (
            <li key={`${problem.code}-${index}`}>
              {step !== null && stepHref ? (
                <Link to={stepHref(step)} onClick={follow}>
                  {problem.message}
                </Link>
              ) : (
                problem.message
              )}
            </li>
          );
        })}
      </List>
    </FormAlert>
  );
}

/** A bordered group inside an editor card (a transition's payment, a step's form defaults). */
export const EditorFieldset = styled.fieldset`
  margin: var(--ui-space-3) 0 0;
  padding: var(--ui-space-3);
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);

  legend {
    padding: 0 var(--ui-space-1);
    color: var(--ui-color-text-secondary);
  }
`;
