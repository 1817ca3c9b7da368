import styled from 'styled-components';
import { routePath, type BlockCaseProblem } from '@finedu/domain';
import { FormAlert } from '@finedu/ui';

/** The link to one of the case's editors (`?case=<id>`). */
export const blockCaseLink = (name: 'BlockCaseOrganization' | 'BlockCaseBusiness' | 'BlockCaseProcess', id: number): string => `${routePath(name)}?case=${id}`;

/** "¥1,234.50" from 分 (integer arithmetic, no float drift). */
export const formatYuan = (fen: number): string => {
  const abs = Math.abs(Math.trunc(fen));
  return `${fen < 0 ? '-' : ''}¥${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};

/** 分 from what was typed in 元 ("1,234.5"), or null when it is not a plain amount with at most two decimals. */
export const parseYuan = (typed: string): number | null => {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(typed.replace(/[,\s¥￥]/g, ''));
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
};

/** 元 with two decimals, for an input's starting value. */
export const yuanText = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const List = styled.ul`
  margin: var(--ui-space-2) 0 0;
  padding-left: var(--ui-space-5);
  line-height: 1.7;
`;

/** The problems that keep a case from being published, each with its step (第 3 步) when it has one. */
export function ProblemList({ problems, intro, label }: { problems: BlockCaseProblem[]; intro: string; label: string }) {
  if (problems.length === 0) return null;
  return (
    <FormAlert>
      <span>{intro}</span>
      <List aria-label={label}>
        {problems.map((problem, index) => (
          // The server's message already names the step (第 3 步 / Step 3).
          <li key={`${problem.code}-${index}`}>{problem.message}</li>
        ))}
      </List>
    </FormAlert>
  );
}
