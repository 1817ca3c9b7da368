// Answer keys written apart from the questions, as Chinese papers put them at the end: a `参考答案` part (its own
// section headings or none), lines `1、C`, several to a line `1. C 2. B 3. AD`, ranges `1-5 CBADA`, a table of
// 题号/答案, or lines `1、参考答案：C` after the last question. A key line is never a question.
import { msg } from './common.js';
import type { DocxBlock } from './docxBlocks.js';
import type { Draft } from './docxBuild.js';

/** Full-width letters, digits and punctuation read as ASCII (one UTF-16 unit each, so positions keep). */
export const halfWidth = (text: string) => text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** `参考答案`, `参考答案及评分标准`, `一、参考答案`, `答案与解析`: the part of the paper that holds the keys. */
const KEY_PART = /^(?:[一二三四五六七八九十]{1,3}\s*[、.]\s*|第\s*[一二三四五六七八九十]+\s*部分\s*[、:：.]?\s*)?(?:参考答案|标准答案|试题答案|答案)(?:\s*(?:及|与|和)?\s*(?:解析|详解|评分标准|评分参考|评分细则))?(?:\s*[(].*[)])?$/;

/** Whether a paragraph opens the answer key part (a colon after it would be an answer label, not a part). */
export function isKeyPart(text: string, heading: boolean): boolean {
  const plain = halfWidth(text).replace(/\*/g, '').trim();
  if (KEY_PART.test(plain)) return true;
  // A Word heading may end in a colon: `参考答案：`
  return heading && KEY_PART.test(plain.replace(/[:：]$/, ''));
}

/**
 * Whether `参考答案：` standing alone opens the key part rather than labelling the last question's answer: it does
 * when what follows is a key table, several keys on a line (`1. B 2. A`), a range (`1-5 CBADA`), or a short key
 * numbered 1 after a later question (`1、C` after question 20).
 */
export function labelOpensKeys(text: string, next: DocxBlock | undefined, lastNumber: number | null): boolean {
  if (!/^(?:参考|标准)答案\s*[:：]$/.test(halfWidth(text).replace(/\*/g, '').trim()) || next === undefined) return false;
  if (next.kind === 'table') return keysOfTable(next.cells) !== null;
  const keys = keysOfLine(next.text);
  if (keys === null) return false;
  return keys.length > 1 || (keys[0]!.number === 1 && lastNumber !== null && lastNumber > 1 && SHORT_KEY.test(keys[0]!.text));
}

/** The label before a key's text: `答：`, `参考答案：`, `【答案】`. */
const KEY_LABEL = /^(?:【\s*(?:参考|正确|标准)?答案\s*】|(?:参考|正确|标准)?答案\s*[:：]|答\s*[:：])\s*/;
export const stripKeyLabel = (text: string) => text.replace(KEY_LABEL, '').trim();

/** One key: the question it is for (by number in its part's section, or the section's first), its lines. */
export interface KeyEntry {
  /** The key part's section heading it stands under (`一、单项选择题`), null when the part has none. */
  section: { numeral: string; kind: string } | null;
  /** The question's number; null: the section's first question (a case's `（1）` lines under its heading). */
  number: number | null;
  answer: string[];
  analysis: string[] | null;
  /** Paragraph where the key is written. */
  line: number;
}

/** A short key (`C`, `AD`, `√`, `对`) as several can stand on one line. */
const SHORT_KEY = /^(?:[A-Ha-h]{1,8}|[√×✓✗✔✘对错TFtf]|正确|错误)$/;

/**
 * The keys of a numbered line of the key part: several (`1. C 2. B 3. AD`, numbers in sequence, each key short), a
 * range (`1-5 CBADA`, `6～10：ABCDA`), or one (`1、C`, `1、参考答案：C`, `1. 答：…`). Null when the line is not numbered.
 */
export function keysOfLine(text: string): Array<{ number: number; text: string }> | null {
  const flat = halfWidth(text).trim();
  const range = /^(\d{1,4})\s*[-~～—–]\s*(\d{1,4})\s*[.、:：]?\s*([A-Ha-h√×✓✗]+)$/.exec(flat);
  if (range) {
    const [from, to, keys] = [Number(range[1]), Number(range[2]), [...range[3]!]];
    if (to - from + 1 === keys.length) return keys.map((key, i) => ({ number: from + i, text: key.toUpperCase() }));
  }
  const first = /^(\d{1,4})\s*(?:[、:：]|\.(?!\d))\s*/.exec(flat);
  if (!first) return null;
  const marks = [...flat.matchAll(/(?:^|\s)(\d{1,4})\s*(?:[、:：]|\.(?!\d))\s*/g)];
  if (marks.length > 1) {
    const several = marks.map((mark, i) => ({
      number: Number(mark[1]),
      text: flat.slice(mark.index + mark[0].length, marks[i + 1]?.index ?? flat.length).trim(),
    }));
    if (several.every((k, i) => (i === 0 || k.number === several[i - 1]!.number + 1) && SHORT_KEY.test(stripKeyLabel(k.text)))) {
      return several.map((k) => ({ number: k.number, text: stripKeyLabel(k.text) }));
    }
  }
  return [{ number: Number(first[1]), text: stripKeyLabel(text.trim().slice(first[0].length)) }];
}

/** Keys of a table: rows `题号 | 1 | 2 …` and `答案 | C | B …` (in pairs), or columns 题号 and 答案. Null otherwise. */
export function keysOfTable(cells: readonly string[][]): Array<{ number: number; text: string }> | null {
  const label = (text: string | undefined) => halfWidth(text ?? '').replace(/\s/g, '');
  const keys: Array<{ number: number; text: string }> = [];
  const header = cells[0]?.map(label) ?? [];
  const numberColumn = header.findIndex((h) => h === '题号' || h === '题目');
  const answerColumn = header.findIndex((h) => /^(?:参考|正确)?答案$/.test(h));
  if (numberColumn >= 0 && answerColumn >= 0) {
    for (const row of cells.slice(1)) {
      const number = Number(label(row[numberColumn]));
      if (Number.isInteger(number) && number > 0) keys.push({ number, text: (row[answerColumn] ?? '').trim() });
    }
    return keys.length > 0 ? keys : null;
  }
  for (let r = 0; r + 1 < cells.length; r++) {
    if (label(cells[r]![0]) !== '题号' || !/^(?:参考|正确)?答案$/.test(label(cells[r + 1]![0]))) continue;
    cells[r]!.slice(1).forEach((cell, i) => {
      const number = Number(label(cell));
      const text = (cells[r + 1]![i + 1] ?? '').trim();
      if (Number.isInteger(number) && number > 0 && text !== '') keys.push({ number, text });
    });
    r += 1;
  }
  return keys.length > 0 ? keys : null;
}

const sameAnswer = (a: string, b: string) => halfWidth(a).replace(/[\s、，,;；。.]/g, '').toUpperCase() === halfWidth(b).replace(/[\s、，,;；。.]/g, '').toUpperCase();

/**
 * Gives each key written apart to its question: under a section of the key part by that section (numeral, else type)
 * and number; without sections by number when the questions' numbers are unique, else by position: the key's number
 * (numbering that restarts in each section, keys numbered on through the paper) or, when the keys restart too, their
 * order. Keys for no question come back to be reported.
 */
export function applyKeys(drafts: Draft[], keys: readonly KeyEntry[]): KeyEntry[] {
  const unmatched: KeyEntry[] = [];
  const numbers = drafts.map((d) => d.number);
  const unique = new Set(numbers).size === numbers.length;
  // Keys without sections whose numbers start again (1–6, then 1–4) follow the questions in order.
  const loose = keys.filter((k) => k.section === null);
  const restarts = loose.some((k, i) => i > 0 && k.number !== null && loose[i - 1]!.number !== null && k.number <= loose[i - 1]!.number!);
  for (const entry of keys) {
    let target: Draft | undefined;
    if (entry.section !== null) {
      const { numeral, kind } = entry.section;
      const byNumeral = numeral === '' ? [] : drafts.filter((d) => d.section?.numeral === numeral);
      const inSection = byNumeral.length > 0 ? byNumeral : drafts.filter((d) => d.section?.kind === kind);
      target = entry.number === null ? inSection[0] : inSection.find((d) => d.number === entry.number);
    } else if (entry.number !== null) {
      target = unique ? drafts.find((d) => d.number === entry.number) : restarts ? drafts[loose.indexOf(entry)] : drafts[entry.number - 1];
    }
    if (target === undefined) {
      unmatched.push(entry);
      continue;
    }
    const answer = entry.answer.join('\n').trim();
    if (target.answer !== null && target.answer.join('').trim() !== '') {
      if (!sameAnswer(target.answer.join('\n'), answer)) {
        target.problems.push(msg(`题下答案「${target.answer.join(' ').trim()}」与参考答案「${answer}」（第 ${entry.line} 段）不一致`, `The answer under the question ("${target.answer.join(' ').trim()}") differs from the key "${answer}" (paragraph ${entry.line})`));
      }
    } else target.answer = [...entry.answer];
    if (entry.analysis !== null && (target.analysis === null || target.analysis.join('').trim() === '')) target.analysis = [...entry.analysis];
  }
  return unmatched;
}
