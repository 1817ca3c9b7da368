import type { LeafContent } from '@finedu/domain';
import { defaultQuestionEditorLabels } from './questionEditorLabels';
import { addOption, moveOption, nextChildKey, normalizeLeaf, removeOption, switchContentType, toDraft, toggleCorrect } from './questionDraft';
import { validateQuestion } from './validateQuestion';

type Choice = Extract<LeafContent, { type: 'single' | 'multiple' }>;
const multiple: Choice = {
  type: 'multiple',
  options: ['利率', '汇率', '个股', '通胀'].map((text, i) => ({ key: String.fromCharCode(65 + i), text })),
  answer: ['A', 'D'],
  partial_credit: 'none',
};

describe('question draft operations', () => {
  it('keeps keys positional and answers attached to their option', () => {
    const removed = removeOption(multiple, 1);
    expect(removed.options.map((o) => `${o.key}${o.text}`)).toEqual(['A利率', 'B个股', 'C通胀']);
    expect(removed.answer).toEqual(['A', 'C']);
    const moved = moveOption(multiple, 3, -1);
    expect(moved.options.map((o) => o.text)).toEqual(['利率', '汇率', '通胀', '个股']);
    expect(moved.answer).toEqual(['A', 'C']);
    expect(addOption(multiple).options).toHaveLength(5);
    expect(toggleCorrect(multiple, 0).answer).toEqual(['D']);
  });

  it('gives single choice one answer only', () => {
    const single: Choice = { type: 'single', options: multiple.options, answer: 'A' };
    expect(toggleCorrect(single, 2).answer).toBe('C');
  });

  it('re-keys options of a loaded question whose keys are not positional', () => {
    expect(normalizeLeaf({ type: 'single', options: [{ key: 'C', text: 'x' }, { key: 'A', text: 'y' }], answer: 'A' })).toEqual({
      type: 'single',
      options: [{ key: 'A', text: 'x' }, { key: 'B', text: 'y' }],
      answer: 'B',
    });
  });

  it('switches types sensibly', () => {
    expect(switchContentType({ type: 'single', options: multiple.options, answer: 'B' }, 'multiple')).toEqual({ type: 'multiple', options: multiple.options, answer: ['B'], partial_credit: 'none' });
    const asCase = switchContentType({ type: 'judge', answer: false }, 'case');
    expect(asCase.type === 'case' && asCase.children[0]?.content).toEqual({ type: 'judge', answer: false });
    expect(switchContentType(multiple, 'judge')).toEqual({ type: 'judge', answer: true });
    expect(nextChildKey([{ key: 'q2', stem: 's', score: 1, analysis: '', content: { type: 'judge', answer: true } }])).toBe('q3');
  });

  it('refuses code longer than the contract allows', () => {
    const draft = toDraft({ type: 'program', stem: 'x', content: { type: 'program', template: 'x'.repeat(20001), tests: [{ name: 't', code: 'y'.repeat(20001), points: 1 }] } });
    expect(validateQuestion(draft, defaultQuestionEditorLabels.errors)).toEqual({
      'content.template': '代码不能超过 20000 个字符',
      'content.tests.0.code': '代码不能超过 20000 个字符',
    });
  });

  it('validates like the contract: defaults filled in, every problem reported once', () => {
    const draft = toDraft({ type: 'single', stem: ' ', content: { type: 'single', options: [{ key: 'A', text: 'x' }], answer: 'B' } });
    expect(draft.difficulty).toBe(3);
    expect(draft.score).toBe(5);
    expect(validateQuestion(draft, defaultQuestionEditorLabels.errors)).toEqual({
      stem: '请填写题干',
      'content.options': '选项须为 2–10 个',
      'content.answer': '请选择正确答案',
    });
  });
});
