import type { PaperSection, Question, QuestionContent } from '../contract/index.js';
import { toPublicContent, toPublicQuestion, toPublicSections } from './publicContent.js';

const KEYS = ['"answer"', '"alternatives"', '"reference"', '"tests"', '"analysis"', 'assert ', '利率低位'];
const program: QuestionContent = { type: 'program', template: 'def f():\n    pass\n', tests: [{ name: 't1', code: 'assert f() == 1', points: 2 }] };
const caseQuestion: QuestionContent = {
  type: 'case',
  material: '材料',
  dataset_url: null,
  children: [
    { key: 'a', stem: '价格与利率？', score: 4, analysis: '反向', content: { type: 'single', options: [{ key: 'A', text: '同向' }, { key: 'B', text: '反向' }], answer: 'B' } },
    { key: 'b', stem: '时机？', score: 6, analysis: '', content: { type: 'short', reference: '利率低位' } },
    { key: 'c', stem: '利率 ___', score: 2, analysis: '', content: { type: 'blank', blanks: [{ alternatives: ['5%'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
    { key: 'd', stem: '代码', score: 2, analysis: '', content: program },
  ],
};

describe('toPublicContent', () => {
  it('keeps what a student needs and nothing of the key', () => {
    const shown = toPublicContent(caseQuestion);
    expect(shown).toEqual({
      type: 'case',
      material: '材料',
      dataset_url: null,
      children: [
        { key: 'a', stem: '价格与利率？', score: 4, content: { type: 'single', options: [{ key: 'A', text: '同向' }, { key: 'B', text: '反向' }] } },
        { key: 'b', stem: '时机？', score: 6, content: { type: 'short' } },
        { key: 'c', stem: '利率 ___', score: 2, content: { type: 'blank', blank_count: 1 } },
        { key: 'd', stem: '代码', score: 2, content: { type: 'program', template: 'def f():\n    pass\n', test_count: 1 } },
      ],
    });
    for (const key of KEYS) expect(JSON.stringify(shown)).not.toContain(key);
    expect(toPublicContent({ type: 'judge', answer: true })).toEqual({ type: 'judge' });
  });

  it('shuffles options with their original keys, in sub-questions too', () => {
    const shown = toPublicContent(caseQuestion, (options) => [...options].reverse());
    expect(shown.type === 'case' && shown.children[0]!.content).toEqual({ type: 'single', options: [{ key: 'B', text: '反向' }, { key: 'A', text: '同向' }] });
  });

  it("takes an editor's draft without the contract's defaults", () => {
    expect(toPublicContent({ type: 'program', tests: [{ name: 't', code: 'assert 1', points: 1 }] })).toEqual({ type: 'program', template: '', test_count: 1 });
    expect(toPublicContent({ type: 'case', children: [] })).toEqual({ type: 'case', material: '', dataset_url: null, children: [] });
  });
});

describe('toPublicQuestion and toPublicSections', () => {
  const question = (id: number, content: QuestionContent): Question =>
    ({ id, type: content.type, stem: `题 ${id}`, analysis: '解析', content }) as unknown as Question;

  it('numbers questions across sections in paper order', () => {
    const sections: PaperSection[] = [
      { title: '一、客观题', description: '每题 2 分', questions: [{ question_id: 7, score: 2, question: question(7, { type: 'judge', answer: false }) }] },
      { title: '二、案例', description: '', questions: [{ question_id: 3, score: 14, question: question(3, caseQuestion) }, { question_id: 9, score: 8, question: question(9, program) }] },
    ];
    const shown = toPublicSections(sections);
    expect(shown.map((s) => [s.title, s.description, s.questions.map((q) => [q.question_id, q.order, q.section_title, q.score])])).toEqual([
      ['一、客观题', '每题 2 分', [[7, 1, '一、客观题', 2]]],
      ['二、案例', '', [[3, 2, '二、案例', 14], [9, 3, '二、案例', 8]]],
    ]);
    for (const key of KEYS) expect(JSON.stringify(shown)).not.toContain(key);
    expect(JSON.stringify(shown)).not.toContain('解析');
  });

  it('fills the fields a staff preview leaves out', () => {
    expect(toPublicQuestion({ type: 'judge', stem: 's', content: { type: 'judge', answer: true } })).toEqual({
      question_id: 0,
      order: 1,
      section_title: '',
      type: 'judge',
      stem: 's',
      score: 0,
      content: { type: 'judge' },
    });
  });
});

describe('toPublicContent: numeric', () => {
  it('shows units and the required form, never the accepted values', () => {
    const shown = toPublicContent({
      type: 'numeric',
      answers: [{ value: 123.456, tolerance: { kind: 'relative', amount: 0.001 }, credit: 1 }],
      units: [{ name: '万元', multiplier: 10000 }],
      unit_required: true,
      precision: { kind: 'decimals', digits: 2 },
    });
    expect(shown).toEqual({ type: 'numeric', units: [{ name: '万元', multiplier: 10000 }], unit_required: true, precision: { kind: 'decimals', digits: 2 } });
    expect(JSON.stringify(shown)).not.toContain('123.456');
    expect(JSON.stringify(shown)).not.toContain('answers');
  });
});

describe('toPublicContent: calculated', () => {
  it('shows units and the required form, never the variables, the formula or the tolerance', () => {
    const shown = toPublicContent({
      type: 'calculated',
      variables: [{ name: 'loan', kind: 'list', values: [20000, 30000] }],
      formula: 'PMT(0.05 / 12, 36, -loan)',
      tolerance: { kind: 'relative', amount: 0.005 },
      units: [{ name: '元', multiplier: 1 }],
      unit_required: false,
      precision: null,
    });
    expect(shown).toEqual({ type: 'calculated', units: [{ name: '元', multiplier: 1 }], unit_required: false, precision: null });
    for (const secret of ['PMT', 'loan', '20000', 'variables', 'formula', 'tolerance']) expect(JSON.stringify(shown)).not.toContain(secret);
  });
});
