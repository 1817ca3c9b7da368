import { formatWallTime, parseWallTime, type Exam, type Gradebook } from '@finedu/domain';
import type { MessageId } from '../../../i18n/messages';
import { messagesFor } from '../../../i18n/messages';
import { examStaffZhCN } from '../../../i18n/messages/examStaff';
import { examStaffEnUS } from '../../../i18n/messages/examStaff.en-US';
import { isObjective, keyProblem, textToAlternatives } from './answerKey';
import { examFormToRequest, examToForm, examUpdateBody, newExamForm, type ExamFormValues } from './examForm';
import { changedWeights, weightDraftOf, weightsRequest } from './gradebookWeights';
import { nextUnmarked, parseMark, visibleRows, type MarkingRow } from './markingFlow';

/** The zh-CN catalog with ICU-style `{name}` values filled in (enough for these messages). */
const zhCN = messagesFor('zh-CN');
const t = (id: MessageId, values: Record<string, string | number> = {}) => zhCN[id].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

const exam: Exam = {
  id: 5,
  edu_id: 1,
  title: '期中考试',
  description: '',
  paper_id: 3,
  paper_title: '金融学期中卷',
  start_at: '2026-03-01T01:00:00.000Z',
  end_at: '2026-03-01T03:00:00.000Z',
  duration_minutes: 90,
  classes: [{ id: 2, name: '金融2301' }],
  user_ids: [40],
  attempts: 1,
  shuffle_questions: true,
  shuffle_options: false,
  show_results: 'after_close',
  total_score: 100,
  question_count: 20,
  status: 'scheduled',
  published: false,
  candidate_count: 31,
  submitted_count: 0,
  unmarked_count: 0,
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
};

const filled = (patch: Partial<ExamFormValues> = {}): ExamFormValues => ({
  ...newExamForm({ id: 3, title: '金融学期中卷', duration_minutes: 90 }),
  start_at: '2026-03-01T09:00',
  end_at: '2026-03-01T11:00',
  class_ids: [2],
  ...patch,
});

// The exam form's date-times are `datetime-local` values: wall time of the college zone with a `T`.
const localInputToIso = (value: string, timeZone?: string) => parseWallTime(value, timeZone, 'T');
const isoToLocalInput = (iso: string) => formatWallTime(iso, undefined, 'T');

describe('exam window times', () => {
  it('turns a wall time of the college zone into ISO with its offset', () => {
    expect(localInputToIso('2026-03-01T09:00')).toBe('2026-03-01T09:00:00+08:00');
    expect(localInputToIso('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T09:30:00-04:00');
    expect(localInputToIso('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T09:30:00-05:00');
    expect(localInputToIso('2026-03-01T09:00', 'Asia/Kolkata')).toBe('2026-03-01T09:00:00+05:30');
  });

  it('refuses what is not a real date-time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-02-30T09:00')).toBeNull();
    expect(localInputToIso('2026-03-01 09:00')).toBeNull();
    expect(localInputToIso('2026-03-01T24:10')).toBeNull();
  });

  it('shows a server instant as the wall time of the college zone, and back', () => {
    expect(isoToLocalInput('2026-03-01T01:00:00.000Z')).toBe('2026-03-01T09:00');
    expect(isoToLocalInput('2026-02-28T20:30:00-05:00')).toBe('2026-03-01T09:30');
    expect(isoToLocalInput('not a date')).toBe('');
    expect(new Date(localInputToIso(isoToLocalInput(exam.start_at)) ?? '').toISOString()).toBe(exam.start_at);
  });
});

describe('exam form → request', () => {
  it('builds the ExamWrite body with ISO dates carrying the offset and parsed numbers', () => {
    const result = examFormToRequest(filled({ attempts: '2', user_ids: [40, 41], show_results: 'never' }), t);
    expect(result).toEqual({
      ok: true,
      data: {
        title: '金融学期中卷',
        description: '',
        paper_id: 3,
        start_at: '2026-03-01T09:00:00+08:00',
        end_at: '2026-03-01T11:00:00+08:00',
        duration_minutes: 90,
        class_ids: [2],
        user_ids: [40, 41],
        attempts: 2,
        shuffle_questions: false,
        shuffle_options: false,
        show_results: 'never',
      },
    });
  });

  it('names every problem by field in the user language', () => {
    const result = examFormToRequest(filled({ title: ' ', paper_id: null, start_at: '', duration_minutes: 'abc', class_ids: [] }), t);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe('请填写考试名称');
    expect(result.errors.paper_id).toBe('请选择试卷');
    expect(result.errors.start_at).toBe('请填写开始时间');
    expect(result.errors.duration_minutes).toBe('考试时长须为 1–600 之间的整数（分钟）');
    expect(result.errors.class_ids).toBe('请至少选择一个班级或一名考生');
  });

  it('refuses an end before the start and a duration longer than the window', () => {
    const reversed = examFormToRequest(filled({ end_at: '2026-03-01T08:00' }), t);
    expect(reversed.ok === false && reversed.errors.end_at).toBe('结束时间须晚于开始时间');
    const long = examFormToRequest(filled({ duration_minutes: '150' }), t);
    expect(long.ok === false && long.errors.duration_minutes).toBe('考试时长不能超过考试时间窗口（120 分钟）');
  });

  it('accepts extra students alone, and keeps attempts within 1–10', () => {
    expect(examFormToRequest(filled({ class_ids: [], user_ids: [40] }), t).ok).toBe(true);
    const tooMany = examFormToRequest(filled({ attempts: '11' }), t);
    expect(tooMany.ok === false && tooMany.errors.attempts).toBe('可作答次数须为 1–10 之间的整数');
    const fractional = examFormToRequest(filled({ duration_minutes: '45.5' }), t);
    expect(fractional.ok === false && fractional.errors.duration_minutes).toBe('考试时长须为 1–600 之间的整数（分钟）');
  });

  it('loads an exam into the form in the college zone and sends the paper only when it changed', () => {
    const values = examToForm(exam);
    expect(values).toMatchObject({ start_at: '2026-03-01T09:00', end_at: '2026-03-01T11:00', class_ids: [2], user_ids: [40], duration_minutes: '90', attempts: '1', shuffle_questions: true });
    const request = examFormToRequest(values, t);
    if (!request.ok) throw new Error('expected a valid form');
    expect(examUpdateBody(exam, request.data)).not.toHaveProperty('paper_id');
    expect(examUpdateBody(exam, { ...request.data, paper_id: 4 })).toHaveProperty('paper_id', 4);
  });
});

describe('marking flow', () => {
  const row = (attempt_id: number, awarded: number | null): MarkingRow => ({ attempt_id, user_id: attempt_id + 100, user_name: `学生${attempt_id}`, username: `s${attempt_id}`, response: '答案', awarded, comment: '' });

  it('accepts a score from 0 to the points with at most two decimals', () => {
    expect(parseMark('4.5', 10)).toEqual({ ok: true, score: 4.5 });
    expect(parseMark('0', 10)).toEqual({ ok: true, score: 0 });
    expect(parseMark('10', 10)).toEqual({ ok: true, score: 10 });
    expect(parseMark('', 10)).toEqual({ ok: false, problem: 'required' });
    expect(parseMark('-1', 10)).toEqual({ ok: false, problem: 'number' });
    expect(parseMark('1.234', 10)).toEqual({ ok: false, problem: 'number' });
    expect(parseMark('10.5', 10)).toEqual({ ok: false, problem: 'range' });
  });

  it('moves to the next unmarked response, wrapping to the top', () => {
    const rows = [row(1, null), row(2, 3), row(3, null), row(4, 5)];
    expect(nextUnmarked(rows, 0)).toBe(2);
    expect(nextUnmarked(rows, 2)).toBe(0);
    expect(nextUnmarked([row(1, 2), row(2, 3)], 0)).toBeNull();
  });

  it('filters unmarked responses but keeps the ones marked in this sitting', () => {
    const rows = [row(1, 4), row(2, null), row(3, 5)];
    expect(visibleRows(rows, false, new Set()).map((r) => r.attempt_id)).toEqual([1, 2, 3]);
    expect(visibleRows(rows, true, new Set()).map((r) => r.attempt_id)).toEqual([2]);
    expect(visibleRows(rows, true, new Set([3])).map((r) => r.attempt_id)).toEqual([2, 3]);
  });
});

describe('gradebook weights', () => {
  const book: Gradebook = {
    class: { id: 2, name: '金融2301' },
    exams: [
      { id: 5, title: '期中', total_score: 100, weight: 40 },
      { id: 6, title: '期末', total_score: 150, weight: 60 },
    ],
    students: [],
  };

  it('sends every exam weight of the class, typed values parsed', () => {
    const draft = { ...weightDraftOf(book), 5: '30.5' };
    expect(changedWeights(book, draft)).toEqual([5]);
    expect(weightsRequest(book, draft)).toEqual({ ok: true, body: { class_id: 2, weights: [{ exam_id: 5, weight: 30.5 }, { exam_id: 6, weight: 60 }] } });
  });

  it('reports the exams whose weight is not a number from 0 to 100', () => {
    expect(weightsRequest(book, { 5: '101', 6: 'abc' })).toEqual({ ok: false, invalid: [5, 6] });
    expect(weightsRequest(book, { 5: '-1', 6: '' })).toEqual({ ok: false, invalid: [5, 6] });
    expect(changedWeights(book, weightDraftOf(book))).toEqual([]);
  });
});

describe('answer keys', () => {
  it('checks an edited key before it is sent', () => {
    const options = [
      { key: 'A', text: '甲' },
      { key: 'B', text: '乙' },
    ];
    expect(keyProblem({ type: 'single', options, answer: 'B' })).toBeNull();
    expect(keyProblem({ type: 'single', options, answer: 'C' })).toEqual({ problem: 'noAnswer' });
    expect(keyProblem({ type: 'multiple', options, answer: [], partial_credit: 'none' })).toEqual({ problem: 'noAnswer' });
    expect(keyProblem({ type: 'blank', blanks: [{ alternatives: ['x'] }, { alternatives: textToAlternatives(' \n ') }], ignore_case: true, ignore_spaces: true, wildcard: false })).toEqual({ problem: 'emptyBlank', blank: 2 });
    expect(textToAlternatives('净现值\n NPV \n\n')).toEqual(['净现值', 'NPV']);
    const numeric = (value: number, amount: number) => ({
      type: 'numeric' as const,
      answers: [{ value: 10, tolerance: { kind: 'absolute' as const, amount: 0.01 }, credit: 1 }, { value, tolerance: { kind: 'relative' as const, amount }, credit: 0.5 }],
      units: [],
      unit_required: false,
      precision: null,
    });
    expect(keyProblem(numeric(10, 0.05))).toBeNull();
    expect(keyProblem(numeric(Number.NaN, 0.05))).toEqual({ problem: 'badNumber', answer: 2 });
    expect(keyProblem(numeric(10, -0.05))).toEqual({ problem: 'badNumber', answer: 2 });
    expect(isObjective('numeric')).toBe(true);
  });
});

describe('staff messages', () => {
  it('has every zh-CN key in en-US and no empty text', () => {
    expect(Object.keys(examStaffEnUS).sort()).toEqual(Object.keys(examStaffZhCN).sort());
    for (const text of [...Object.values(examStaffZhCN), ...Object.values(examStaffEnUS)]) expect(text.trim()).not.toBe('');
  });
});
