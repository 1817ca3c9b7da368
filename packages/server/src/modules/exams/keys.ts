// Checks an answer-key change of a frozen question: same type, consistent keys, and for a case the same sub-questions.
import { matchingChoices } from '@finedu/domain';
import type { ClozeContent, MatchingContent, NotebookContent, Question, QuestionContent } from '@finedu/domain';
import type { LocalizedMessage } from '../../errors.js';
import { generatorHash } from '../../runtime/index.js';
import { checkQuestion } from '../questions/index.js';

export async function keyProblem(question: Pick<Question, 'type' | 'stem'> & { content: QuestionContent }, next: QuestionContent): Promise<LocalizedMessage | null> {
  if (next.type !== question.type) return { zh: `题型须保持为 ${question.type}`, en: `The question type must stay ${question.type}` };
  const problem = await checkQuestion(question.type, question.stem, next);
  if (problem !== null) return problem;
  if (next.type === 'case' && question.content.type === 'case') {
    const before = question.content.children.map((c) => `${c.key}:${c.content.type}`).join(',');
    const after = next.children.map((c) => `${c.key}:${c.content.type}`).join(',');
    if (before !== after) return { zh: '案例分析题的小题编号与题型不能更改', en: 'The sub-questions of a case (keys and types) cannot change' };
  }
  if (next.type === 'notebook' && question.content.type === 'notebook') {
    // The starting notebook is what the students worked in (and what an untouched answer is): only the tests change.
    const cellsOf = (cells: ReadonlyArray<{ type: string; source: string; locked?: boolean }>) => JSON.stringify(cells.map((c) => [c.type, c.source, c.locked ?? false]));
    if (cellsOf(question.content.cells) !== cellsOf(next.cells)) return { zh: '笔记本题的初始单元格不能更改，只能修改隐藏测试', en: "A notebook question's starting cells cannot change; change its hidden tests only" };
    // The students have their data from this generator (and grading uses it): neither it nor its parameters change.
    const dataOf = (c: Pick<NotebookContent, 'generator' | 'parameters'>) => generatorHash(c.generator ?? '', c.parameters ?? []);
    if (dataOf(question.content) !== dataOf(next)) {
      return { zh: '笔记本题的数据生成器与参数不能更改：考生已按它生成了各自的数据', en: "A notebook question's data generator and parameters cannot change: the candidates have their data from it" };
    }
  }
  if ((next.type === 'single' || next.type === 'multiple') && (question.content.type === 'single' || question.content.type === 'multiple')) {
    const before = question.content.options.map((o) => o.key).join(',');
    if (before !== next.options.map((o) => o.key).join(',')) return { zh: '选项不能增删，只能修改答案和文字', en: 'Options cannot be added or removed; change the key or the text only' };
  }
  if (next.type === 'matching' && question.content.type === 'matching') {
    // The students picked from these prompts and answers: a new key pairs them differently, it shows nothing new.
    const choices = (c: MatchingContent) => JSON.stringify([...matchingChoices(c)].sort());
    if (JSON.stringify(question.content.pairs.map((p) => p.prompt)) !== JSON.stringify(next.pairs.map((p) => p.prompt)) || choices(question.content) !== choices(next)) {
      return { zh: '配对题的题目与可选答案不能更改，只能重新配对', en: "A matching question's prompts and answers cannot change; pair them anew only" };
    }
  }
  if (next.type === 'cloze' && question.content.type === 'cloze') {
    // Each gap's kind and a choice gap's options are what the students saw; answers and credits may change.
    const shape = (c: ClozeContent) => JSON.stringify(c.gaps.map((g) => (g.kind === 'choice' ? [g.kind, g.display, g.options.map((o) => o.text)] : [g.kind])));
    if (shape(question.content) !== shape(next)) return { zh: '完形填空的空数、各空类型与选项不能更改', en: "A cloze question's gaps, their kinds and options cannot change" };
  }
  return null;
}
