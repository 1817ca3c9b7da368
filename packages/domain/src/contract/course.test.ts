import { COURSE_LIMITS, ChapterCreate, ChapterDetail, ChapterUpdate } from './course.js';

describe('chapter links to blockchain cases (issue 11)', () => {
  it('a new chapter links no blockchain case unless asked, like cases', () => {
    expect(ChapterCreate.parse({ title: '第三章 供应链金融' })).toEqual({
      parent_id: null,
      title: '第三章 供应链金融',
      content: '',
      resource_ids: [],
      case_ids: [],
      block_case_ids: [],
      exam_ids: [],
    });
    expect(ChapterCreate.parse({ title: 't', block_case_ids: [3, 1] }).block_case_ids).toEqual([3, 1]);
  });

  it('an update may replace the blockchain links alone', () => {
    expect(ChapterUpdate.parse({ block_case_ids: [] })).toEqual({ block_case_ids: [] });
    expect(ChapterUpdate.parse({ block_case_ids: [7] })).toEqual({ block_case_ids: [7] });
  });

  it.each([
    ['a non-positive id', { block_case_ids: [0] }],
    ['a fractional id', { block_case_ids: [1.5] }],
    ['more links than a chapter holds', { block_case_ids: Array.from({ length: COURSE_LIMITS.chapterLinks + 1 }, (_, i) => i + 1) }],
    ['a misspelt field', { block_cases_ids: [1] }],
  ])('refuses %s', (_, body) => {
    expect(ChapterUpdate.safeParse(body).success).toBe(false);
    expect(ChapterCreate.safeParse({ title: 't', ...body }).success).toBe(false);
  });

  it('a chapter answer carries the blockchain cases by title', () => {
    const answer = {
      id: 1,
      course_id: 2,
      parent_id: null,
      title: '第二章',
      content: '',
      sort: 0,
      resource_ids: [],
      case_ids: [],
      block_case_ids: [5],
      exam_ids: [],
      resources: [],
      cases: [],
      block_cases: [{ id: 5, title: '应收账款' }],
      exams: [],
      read: false,
      study: null,
      updated_at: '2026-11-26T00:00:00.000Z',
    };
    expect(ChapterDetail.parse(answer).block_cases).toEqual([{ id: 5, title: '应收账款' }]);
    const { block_cases: _dropped, ...without } = answer;
    expect(ChapterDetail.safeParse(without).success).toBe(false);
  });
});
