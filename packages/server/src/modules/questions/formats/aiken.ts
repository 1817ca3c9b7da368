// Aiken format (Moodle docs "Aiken format"): a question line, options `A.` or `A)`, then `ANSWER: X`. Its text is plain:
// stored so that it shows literally (`<html class="cool">` stays text).
import { msg, optionKey, plainToMarkdown, titleOf, type ParsedItem } from './common.js';

const OPTION = /^([A-Z])\s*[.)．、]\s*(.*)$/;
const ANSWER = /^ANSWER\s*[:：]\s*(.*)$/i;

interface Block {
  line: number;
  stem: string[];
  options: Array<{ key: string; text: string; line: number }>;
}

export function parseAiken(text: string): ParsedItem[] {
  const items: ParsedItem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let block = null as Block | null;

  const fail = (b: Block, zh: string, en: string) => items.push({ line: b.line, title: titleOf(b.stem.join(' ')), error: msg(zh, en) });

  const finish = (b: Block, answerText: string) => {
    const title = titleOf(b.stem.join(' '));
    if (b.options.length < 2) return fail(b, '至少需要两个选项', 'At least two options are needed');
    const answer = answerText.trim().toUpperCase();
    if (!/^[A-Z]$/.test(answer)) return fail(b, `答案「${answerText.trim()}」不是一个选项字母`, `Answer "${answerText.trim()}" is not an option letter`);
    const keys = b.options.map((o) => o.key);
    if (!keys.includes(answer)) return fail(b, `答案 ${answer} 不是选项之一（${keys.join('、')}）`, `Answer ${answer} is not one of the options (${keys.join(', ')})`);
    const expected = keys.map((_, i) => optionKey(i));
    if (keys.join('') !== expected.join('')) return fail(b, `选项字母应依次为 ${expected.join('、')}`, `Option letters must run ${expected.join(', ')}`);
    items.push({
      line: b.line,
      title,
      write: { type: 'single', stem: plainToMarkdown(b.stem.join('\n')), content: { type: 'single', options: b.options.map((o) => ({ key: o.key, text: plainToMarkdown(o.text) })), answer } },
    });
  };

  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const lineNo = index + 1;
    if (line === '') continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (block === null) {
        items.push({ line: lineNo, title: titleOf(line), error: msg('ANSWER 行前没有题目', 'ANSWER line without a question') });
        continue;
      }
      finish(block, answer[1] ?? '');
      block = null;
      continue;
    }
    const option = OPTION.exec(line);
    if (option && block !== null && (option[2] ?? '').trim() !== '') {
      block.options.push({ key: option[1]!, text: option[2]!.trim(), line: lineNo });
      continue;
    }
    if (block !== null && block.options.length > 0) {
      // A new stem while the previous question still waits for its ANSWER line.
      fail(block, '缺少 ANSWER 行', 'Missing ANSWER line');
      block = null;
    }
    if (block === null) block = { line: lineNo, stem: [line], options: [] };
    else block.stem.push(line);
  }
  if (block !== null) fail(block, '缺少 ANSWER 行', 'Missing ANSWER line');
  return items;
}
