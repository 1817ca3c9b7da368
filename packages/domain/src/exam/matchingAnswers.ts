// Matching questions (配对题, issue 32): what a student picks from and how a pick is judged, as Moodle's qtype_match
// does it. The server grades with these, the exam page and the review draw the same lists.
import type { MatchingContent, QuestionResponse } from '../contract/index.js';

type MatchingShape = { pairs: ReadonlyArray<{ prompt: string; answer: string }>; distractors?: readonly string[] | undefined };

/**
 * Every answer a student picks from: the pairs' answers, then the distractors, each text once (Moodle merges equal
 * answers into one choice, so two prompts may share an answer).
 */
export function matchingChoices(content: MatchingShape): string[] {
  return [...new Set([...content.pairs.map((pair) => pair.answer), ...(content.distractors ?? [])])];
}

/** A response as one chosen answer per prompt ('' for none): anything but a list of texts is unanswered. */
export function matchingResponsesOf(response: QuestionResponse | undefined, promptCount: number): string[] {
  const given = Array.isArray(response) ? response : [];
  return Array.from({ length: promptCount }, (_, index) => (typeof given[index] === 'string' ? given[index]! : ''));
}

/** Whether each prompt's chosen answer is its pair's answer, in prompt order. */
export function matchingVerdicts(content: Pick<MatchingContent, 'pairs'>, response: QuestionResponse | undefined): boolean[] {
  const chosen = matchingResponsesOf(response, content.pairs.length);
  return content.pairs.map((pair, index) => chosen[index] !== '' && chosen[index] === pair.answer);
}
