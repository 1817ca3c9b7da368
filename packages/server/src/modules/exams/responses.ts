// Checks a student's response against its question's type before it is stored (saveAnswers).
import { calculatedAsNumeric, decodeNotebookAnswer, matchingChoices, NOTEBOOK_QUESTION_LIMITS } from '@finedu/domain';
import type { ClozeContent, LeafContent, MatchingContent, QuestionContent, QuestionResponse } from '@finedu/domain';

/** Why a response does not fit its question, in both locales; null when it fits. */
export type ResponseProblem = { zh: string; en: string } | null;

const problem = (zh: string, en: string): ResponseProblem => ({ zh, en });

function checkLeaf(content: LeafContent, response: unknown): ResponseProblem {
  if (response === null) return null;
  switch (content.type) {
    case 'single': {
      if (typeof response !== 'string') return problem('单选题的答案须为一个选项', 'A single-choice answer must be one option');
      return content.options.some((o) => o.key === response) ? null : problem(`选项 ${response} 不存在`, `There is no option ${response}`);
    }
    case 'multiple': {
      if (!Array.isArray(response) || response.some((r) => typeof r !== 'string')) return problem('多选题的答案须为选项列表', 'A multiple-choice answer must be a list of options');
      const picks = response as string[];
      if (new Set(picks).size !== picks.length) return problem('选项重复', 'An option is picked twice');
      const missing = picks.find((p) => !content.options.some((o) => o.key === p));
      return missing === undefined ? null : problem(`选项 ${missing} 不存在`, `There is no option ${missing}`);
    }
    case 'judge':
      return typeof response === 'boolean' ? null : problem('判断题的答案须为对或错', 'A true/false answer must be true or false');
    case 'blank': {
      if (!Array.isArray(response) || response.some((r) => typeof r !== 'string')) return problem('填空题的答案须为每空一项的列表', 'A fill-in answer must be a list with one entry per blank');
      if (response.length > content.blanks.length) return problem(`本题只有 ${content.blanks.length} 个空`, `This question has only ${content.blanks.length} blank(s)`);
      return (response as string[]).some((r) => r.length > 200) ? problem('每空最多 200 个字符', 'Each blank takes at most 200 characters') : null;
    }
    case 'numeric':
      // Saved as typed, even when it is not a number: the page flags it and the grading gives it nothing.
      if (typeof response !== 'string') return problem('数值题的答案须为文字', 'A numeric answer must be text');
      return response.length > 200 ? problem('数值题的答案最多 200 个字符', 'A numeric answer takes at most 200 characters') : null;
    case 'short':
      return typeof response === 'string' ? null : problem('简答题的答案须为文字', 'A short answer must be text');
    case 'program':
      return typeof response === 'string' ? null : problem('编程题的答案须为代码', 'A programming answer must be code');
    default:
      return content satisfies never;
  }
}

/** A matching answer: one of the question's answers (or '') per prompt. */
function checkMatching(content: MatchingContent, response: QuestionResponse): ResponseProblem {
  if (response === null) return null;
  if (!Array.isArray(response) || response.some((r) => typeof r !== 'string')) return problem('配对题的答案须为每个题目一项的列表', 'A matching answer must be a list with one entry per prompt');
  if (response.length > content.pairs.length) return problem(`本题只有 ${content.pairs.length} 个题目`, `This question has only ${content.pairs.length} prompt(s)`);
  const choices = new Set(matchingChoices(content));
  const unknown = (response as string[]).find((r) => r !== '' && !choices.has(r));
  return unknown === undefined ? null : problem(`「${unknown.slice(0, 40)}」不是本题的答案选项`, `"${unknown.slice(0, 40)}" is not one of this question's answers`);
}

/** A cloze answer: one string per gap; a choice gap's entry is one of its options (or ''). */
function checkCloze(content: ClozeContent, response: QuestionResponse): ResponseProblem {
  if (response === null) return null;
  if (!Array.isArray(response) || response.some((r) => typeof r !== 'string')) return problem('完形填空的答案须为每空一项的列表', 'A cloze answer must be a list with one entry per gap');
  if (response.length > content.gaps.length) return problem(`本题只有 ${content.gaps.length} 个空`, `This question has only ${content.gaps.length} gap(s)`);
  for (const [index, given] of (response as string[]).entries()) {
    const gap = content.gaps[index]!;
    if (gap.kind === 'choice' && given !== '' && !gap.options.some((o) => o.text === given)) return problem(`第 ${index + 1} 空没有这个选项`, `Gap ${index + 1} has no such option`);
    if (gap.kind !== 'choice' && given.length > 200) return problem('每空最多 200 个字符', 'Each gap takes at most 200 characters');
  }
  return null;
}

/** A case answer is `{ [sub key]: leaf response }` over its sub-questions. */
export function checkResponse(content: QuestionContent, response: QuestionResponse): ResponseProblem {
  // A calculated answer is typed as a numeric one.
  if (content.type === 'calculated') return checkResponse(calculatedAsNumeric(content, 0), response);
  // A notebook answer is the text encodeNotebookAnswer writes (issue 16); anything else is refused before it is stored.
  if (content.type === 'notebook') {
    if (response === null) return null;
    const cells = typeof response === 'string' ? decodeNotebookAnswer(response) : null;
    if (cells === null) {
      return problem(
        `笔记本题的答案须为笔记本的单元格（最多 ${NOTEBOOK_QUESTION_LIMITS.answerCells} 个，每个最多 ${NOTEBOOK_QUESTION_LIMITS.cellSource} 个字符）`,
        `A notebook answer must be the notebook's cells (at most ${NOTEBOOK_QUESTION_LIMITS.answerCells}, each at most ${NOTEBOOK_QUESTION_LIMITS.cellSource} characters)`,
      );
    }
    // The starting notebook's locked cells are the question's: each is in the answer as it was, whatever a client sends
    // (the page neither edits nor removes them; moving one is allowed). Graded code never holds a changed locked cell.
    const given = cells.map((cell) => `${cell.type}\u0000${cell.source}`);
    for (const cell of content.cells.filter((c) => c.locked)) {
      const index = given.indexOf(`${cell.type}\u0000${cell.source}`);
      if (index === -1) return problem('锁定的单元格不能修改或删除', 'A locked cell cannot be changed or removed');
      given.splice(index, 1);
    }
    return null;
  }
  if (content.type === 'matching') return checkMatching(content, response);
  if (content.type === 'cloze') return checkCloze(content, response);
  if (content.type !== 'case') {
    if (response !== null && typeof response === 'object' && !Array.isArray(response)) return problem('答案格式与题型不符', 'The answer does not fit the question type');
    return checkLeaf(content, response);
  }
  if (response === null) return null;
  if (typeof response !== 'object' || Array.isArray(response)) return problem('案例分析题的答案须按小题给出', 'A case answer must be given per sub-question');
  for (const [key, value] of Object.entries(response)) {
    const child = content.children.find((c) => c.key === key);
    if (child === undefined) return problem(`小题 ${key} 不存在`, `There is no sub-question ${key}`);
    const found = checkLeaf(child.content, value);
    if (found !== null) return { zh: `小题 ${key}：${found.zh}`, en: `Sub-question ${key}: ${found.en}` };
  }
  return null;
}
