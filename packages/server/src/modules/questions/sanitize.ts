// Question text sanitised when it is saved (issue 32): stems, analyses, options, option and answer feedback, case
// material and sub-questions, papers' descriptions, with the platform's one rich text allow-list (domain richText
// policy). Question text is markdown with raw HTML allowed, so it is sanitised as markdown: formulas, code and text
// stay as written and only the HTML in it is checked. Code (templates, hidden tests, notebook cells) and answer keys
// are not text a reader's browser interprets and stay as they are.
import type { QuestionContent, QuestionWrite } from '@finedu/domain';
import type { z } from 'zod';
import { badRequest } from '../../errors.js';
import { sanitizeRichText } from '../courses/index.js';

type WriteBody = z.output<typeof QuestionWrite>;
type Content = z.output<typeof QuestionContent>;

/** Stored question text: markdown whose raw HTML keeps only what the allow-list allows. */
export const sanitizeQuestionText = (text: string): string => sanitizeRichText(text, 'markdown');

/** Feedback lists of options and blanks (present once the grading contract lands) sanitised too. */
function withFeedback<T extends object>(value: T): T {
  const feedback = (value as { feedback?: unknown }).feedback;
  if (typeof feedback === 'string') return { ...value, feedback: sanitizeQuestionText(feedback) };
  if (Array.isArray(feedback)) return { ...value, feedback: feedback.map((f) => (typeof f === 'string' ? sanitizeQuestionText(f) : f)) };
  return value;
}

function sanitizeContent<C extends Content>(content: C): C {
  switch (content.type) {
    case 'single':
    case 'multiple':
      return { ...content, options: content.options.map((o) => withFeedback({ ...o, text: sanitizeQuestionText(o.text) })) };
    case 'blank':
      return { ...content, blanks: content.blanks.map((b) => withFeedback(b)) };
    case 'short':
      return { ...content, reference: sanitizeQuestionText(content.reference) };
    case 'case':
      return {
        ...content,
        material: sanitizeQuestionText(content.material),
        children: content.children.map((child) => ({
          ...child,
          stem: sanitizeQuestionText(child.stem),
          analysis: sanitizeQuestionText(child.analysis),
          content: sanitizeContent(child.content),
        })),
      };
    default:
      return content;
  }
}

/**
 * The question as it is stored: its text sanitised. A stem (or sub-question stem, or option) with nothing left once
 * what is not allowed is removed is refused in the caller's language.
 */
export function sanitizeQuestion<W extends Pick<WriteBody, 'stem' | 'analysis' | 'content'>>(write: W): W {
  const stem = sanitizeQuestionText(write.stem).trim();
  const content = sanitizeContent(write.content);
  const emptied =
    stem === '' ||
    (('options' in content && content.options.some((o) => o.text.trim() === '')) as boolean) ||
    (content.type === 'case' && content.children.some((c) => c.stem.trim() === '' || ('options' in c.content && c.content.options.some((o) => o.text.trim() === ''))));
  if (emptied) throw badRequest('题干或选项去除不允许的内容（如脚本）后为空', 'A stem or option is empty once what is not allowed (such as a script) is removed');
  return { ...write, stem, analysis: sanitizeQuestionText(write.analysis), content };
}
