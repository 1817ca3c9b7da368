// How well a Word reader reads a bank: its items checked as an import checks them (the schema, then the question
// rules), and compared with the list the bank was written from.
import { QuestionWrite, type QuestionContent } from '@finedu/domain';
import type { ParsedItem } from '../../src/modules/questions/formats/common.js';
import { checkQuestion } from '../../src/modules/questions/validate.js';
import { type Bank, type Expected } from '../fixtures/questions/docxBanks.js';
import { buildDocx } from '../fixtures/questions/docxSample.js';

type Stored = ReturnType<typeof QuestionWrite.parse>;

function keyOf(content: QuestionContent): Expected['key'] {
  switch (content.type) {
    case 'single':
      return content.answer;
    case 'multiple':
      return content.answer.join('');
    case 'judge':
      return content.answer;
    case 'blank':
      return content.blanks.map((b) => b.alternatives.join('/'));
    case 'short':
      return content.reference;
    case 'numeric':
      return content.answers[0]!.value;
    case 'case':
      return content.material;
    default:
      return `(${content.type})`;
  }
}

/** A stored question in the compact form the banks are written in. */
export function compactOf(write: Stored): Required<Omit<Expected, 'options' | 'children'>> & Pick<Expected, 'options' | 'children'> {
  const c = write.content;
  return {
    type: write.type as Expected['type'],
    stem: write.stem,
    key: keyOf(c),
    ...(c.type === 'single' || c.type === 'multiple' ? { options: c.options.map((o) => o.text) } : {}),
    ...(c.type === 'case' ? { children: c.children.map((ch) => ({ stem: ch.stem, score: ch.score, type: ch.content.type as Expected['type'], key: keyOf(ch.content) })) } : {}),
    score: write.score,
    analysis: write.analysis,
    difficulty: write.difficulty,
    knowledge_points: write.knowledge_points,
  };
}

/** The expectation with the defaults an import gives what the file does not say. */
export const withDefaults = (e: Expected) => ({ score: 5, analysis: '', difficulty: 3, knowledge_points: [] as string[], ...e });

export interface BankResult {
  questions: number;
  imported: number;
  right: number;
  refused: Array<{ line: number | null; reason: string }>;
  wrong: Array<{ expected: Expected; got: unknown }>;
}

/** Reads a bank as an import does (the reader, then the schema and the question rules) and compares it with its list. */
export async function measure(bank: Bank, read: (file: Buffer) => Promise<{ items: ParsedItem[] }>): Promise<BankResult> {
  let items;
  try {
    ({ items } = await read(buildDocx(bank.blocks)));
  } catch (error) {
    return { questions: bank.expected.length + bank.refused.length, imported: 0, right: 0, refused: [{ line: null, reason: `whole file: ${String(error)}` }], wrong: [] };
  }
  const imported: Stored[] = [];
  const refused: BankResult['refused'] = [];
  for (const item of items) {
    if (item.error || !item.write) {
      refused.push({ line: item.line, reason: item.error?.zh ?? '无法识别' });
      continue;
    }
    const parsed = QuestionWrite.safeParse(item.write);
    if (!parsed.success) {
      refused.push({ line: item.line, reason: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ') });
      continue;
    }
    const problem = await checkQuestion(parsed.data.type, parsed.data.stem, parsed.data.content);
    if (problem) refused.push({ line: item.line, reason: problem.zh });
    else imported.push(parsed.data);
  }
  const compact = imported.map(compactOf);
  const wrong: BankResult['wrong'] = [];
  let right = 0;
  for (const expected of bank.expected) {
    const want = withDefaults(expected);
    const got = compact.find((c) => c.stem === want.stem);
    if (got !== undefined && Object.entries(want).every(([k, v]) => JSON.stringify(got[k as keyof typeof got]) === JSON.stringify(v))) right += 1;
    else wrong.push({ expected, got });
  }
  return { questions: bank.expected.length + bank.refused.length, imported: imported.length, right, refused, wrong };
}

