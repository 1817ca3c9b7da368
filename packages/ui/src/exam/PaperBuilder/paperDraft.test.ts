import type { PaperWrite } from '@finedu/domain';
import { defaultPaperBuilderLabels } from './paperBuilderLabels';
import { moveQuestion, validatePaper } from './paperDraft';

const paper: PaperWrite = {
  title: 'T',
  duration_minutes: 60,
  sections: [
    { title: 'A', questions: [{ question_id: 1, score: 0.1 }, { question_id: 2, score: 0.2 }] },
    { title: 'B', questions: [{ question_id: 3, score: 5 }] },
  ],
};

describe('paper draft', () => {
  it('moves a question within and across sections', () => {
    expect(moveQuestion(paper, { section: 0, index: 0 }, { section: 0, index: 1 }).sections[0]?.questions.map((q) => q.question_id)).toEqual([2, 1]);
    const across = moveQuestion(paper, { section: 1, index: 0 }, { section: 0, index: 0 });
    expect(across.sections.map((s) => s.questions.map((q) => q.question_id))).toEqual([[3, 1, 2], []]);
  });

  it('accepts a valid paper and rejects a fractional duration', () => {
    expect(validatePaper(paper, defaultPaperBuilderLabels.errors)).toEqual({});
    expect(validatePaper({ ...paper, duration_minutes: 30.5 }, defaultPaperBuilderLabels.errors)).toEqual({ duration_minutes: '考试时长须为 1–600 分钟的整数' });
  });
});
