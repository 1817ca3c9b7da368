import type { LeafContent, LeafQuestionType, QuestionContent, QuestionContentInput, QuestionOption, QuestionType, QuestionWrite, SubQuestion } from '@finedu/domain';
import { optionLetter } from '../internal/examText';

export { moveItem } from '../internal/examText';

/** The editor's working copy of a QuestionWrite: every default filled in, so each field has one shape. */
export interface QuestionDraft {
  type: QuestionType;
  stem: string;
  analysis: string;
  difficulty: number;
  knowledge_points: string[];
  score: number;
  category_id: number | null;
  content: QuestionContent;
}

type ChoiceContent = Extract<LeafContent, { type: 'single' | 'multiple' }>;
type LeafInput = Exclude<QuestionContentInput, { type: 'case' | 'calculated' | 'notebook' | 'matching' | 'cloze' }>;
type MatchingContent = Extract<QuestionContent, { type: 'matching' }>;
type MatchingInput = Extract<QuestionContentInput, { type: 'matching' }>;
type ClozeContent = Extract<QuestionContent, { type: 'cloze' }>;
type ClozeInput = Extract<QuestionContentInput, { type: 'cloze' }>;
type ClozeGap = ClozeContent['gaps'][number];
type ClozeGapInput = ClozeInput['gaps'][number];
type CalculatedContent = Extract<QuestionContent, { type: 'calculated' }>;
type CalculatedInput = Extract<QuestionContentInput, { type: 'calculated' }>;
type NotebookContent = Extract<QuestionContent, { type: 'notebook' }>;
type NotebookInput = Extract<QuestionContentInput, { type: 'notebook' }>;
type NotebookCell = NotebookContent['cells'][number];

/** A fresh notebook question: a markdown cell for the task, an empty code cell for the answer, one hidden test. */
export const emptyNotebookContent = (): NotebookContent => ({
  type: 'notebook',
  cells: [
    { type: 'markdown', source: '', locked: true },
    { type: 'code', source: '', locked: false },
  ],
  tests: [{ name: '', code: '', points: 1 }],
  parameters: [],
  generator: '',
});

const normalizeNotebook = (content: NotebookContent | NotebookInput): NotebookContent => ({
  type: 'notebook',
  cells: content.cells.map((cell) => ({ type: cell.type, source: cell.source, locked: cell.locked ?? false })),
  tests: content.tests.map((test) => ({ ...test })),
  parameters: (content.parameters ?? []).map((p) => ({ name: p.name, description: p.description ?? '' })),
  generator: content.generator ?? '',
});

/** A new cell of a kind: empty and editable by the student. */
export const emptyNotebookCell = (type: NotebookCell['type']): NotebookCell => ({ type, source: '', locked: false });

/** A fresh matching question: two empty pairs, no distractor, answers shuffled (issue 32). */
export const emptyMatchingContent = (): MatchingContent => ({
  type: 'matching',
  pairs: [
    { prompt: '', answer: '' },
    { prompt: '', answer: '' },
  ],
  distractors: [],
  shuffle: true,
});

/** A fresh gap of a kind: one empty full-credit answer (two empty options for a choice), weight 1. */
export const emptyClozeGap = (kind: ClozeGap['kind']): ClozeGap => {
  switch (kind) {
    case 'short':
      return { kind, weight: 1, answers: [{ text: '', credit: 1 }], ignore_case: true };
    case 'numeric':
      return { kind, weight: 1, answers: [{ value: Number.NaN, tolerance: 0, credit: 1 }] };
    case 'choice':
      return {
        kind,
        weight: 1,
        display: 'dropdown',
        options: [
          { text: '', credit: 1 },
          { text: '', credit: 0 },
        ],
      };
    default:
      return kind satisfies never;
  }
};

/** A fresh cloze question: one typed gap (the stem's `{{1}}` comes with the "insert gap" button). */
export const emptyClozeContent = (): ClozeContent => ({ type: 'cloze', gaps: [emptyClozeGap('short')] });

const normalizeMatching = (content: MatchingContent | MatchingInput): MatchingContent => ({
  type: 'matching',
  pairs: content.pairs.map((pair) => ({ prompt: pair.prompt, answer: pair.answer })),
  distractors: [...(content.distractors ?? [])],
  shuffle: content.shuffle ?? true,
});

const feedbackOf = (feedback: string | undefined) => (feedback === undefined ? {} : { feedback });
const normalizeGap = (gap: ClozeGap | ClozeGapInput): ClozeGap => {
  switch (gap.kind) {
    case 'short':
      return { kind: 'short', weight: gap.weight ?? 1, answers: gap.answers.map((a) => ({ text: a.text, credit: a.credit, ...feedbackOf(a.feedback) })), ignore_case: gap.ignore_case ?? true };
    case 'numeric':
      return { kind: 'numeric', weight: gap.weight ?? 1, answers: gap.answers.map((a) => ({ value: a.value, tolerance: a.tolerance ?? 0, credit: a.credit, ...feedbackOf(a.feedback) })) };
    case 'choice':
      return { kind: 'choice', weight: gap.weight ?? 1, display: gap.display ?? 'dropdown', options: gap.options.map((o) => ({ text: o.text, credit: o.credit, ...feedbackOf(o.feedback) })) };
    default:
      return gap satisfies never;
  }
};
const normalizeCloze = (content: ClozeContent | ClozeInput): ClozeContent => ({ type: 'cloze', gaps: content.gaps.map(normalizeGap) });

/** A fresh calculated question: one range variable, no formula yet, 1 % relative tolerance. */
export const emptyCalculatedContent = (): CalculatedContent => ({
  type: 'calculated',
  variables: [{ name: 'x', kind: 'range', min: 1, max: 10, step: 1 }],
  formula: '',
  tolerance: { kind: 'relative', amount: 0.01 },
  units: [],
  unit_required: false,
  precision: null,
});

const normalizeCalculated = (content: CalculatedContent | CalculatedInput): CalculatedContent => ({
  type: 'calculated',
  variables: content.variables.map((variable) => (variable.kind === 'list' ? { ...variable, values: [...variable.values] } : { ...variable })),
  formula: content.formula,
  tolerance: { ...(content.tolerance ?? { kind: 'relative', amount: 0.01 }) },
  units: (content.units ?? []).map((unit) => ({ ...unit })),
  unit_required: content.unit_required ?? false,
  precision: content.precision ? { ...content.precision } : null,
});

const emptyOptions = (): QuestionOption[] => ['', '', '', ''].map((text, index) => ({ key: optionLetter(index), text }));

/** A fresh leaf content of a type: four empty options, one blank, one test… with no answer chosen yet. */
export const emptyLeafContent = (type: LeafQuestionType): LeafContent => {
  switch (type) {
    case 'single':
      return { type, options: emptyOptions(), answer: '' };
    case 'multiple':
      return { type, options: emptyOptions(), answer: [], partial_credit: 'none' };
    case 'judge':
      return { type, answer: true };
    case 'blank':
      return { type, blanks: [{ alternatives: [''] }], ignore_case: true, ignore_spaces: true, wildcard: false };
    case 'numeric':
      return { type, answers: [{ value: Number.NaN, tolerance: { kind: 'absolute', amount: 0 }, credit: 1 }], units: [], unit_required: false, precision: null };
    case 'short':
      return { type, reference: '' };
    case 'program':
      return { type, template: '', tests: [{ name: '', code: '', points: 1 }] };
    default:
      return type satisfies never;
  }
};

export const emptySubQuestion = (key: string, type: LeafQuestionType = 'single'): SubQuestion => ({ key, stem: '', score: 5, analysis: '', content: emptyLeafContent(type) });

/** A fresh content of any type. */
export const emptyContent = (type: QuestionType): QuestionContent =>
  type === 'case'
    ? { type, material: '', dataset_url: null, children: [emptySubQuestion('q1')] }
    : type === 'calculated'
    ? emptyCalculatedContent()
    : type === 'notebook'
    ? emptyNotebookContent()
    : type === 'matching'
    ? emptyMatchingContent()
    : type === 'cloze'
    ? emptyClozeContent()
    : emptyLeafContent(type);

/**
 * The content after a type switch: choice questions keep their options (single ↔ multiple, the answer converted);
 * anything else starts afresh, since a judge key or a blank list means nothing to another type.
 */
export const switchLeafType = (content: LeafContent, type: LeafQuestionType): LeafContent => {
  if (content.type === type) return content;
  // A fraction means something else under the other type (a single choice option's share, a `sum` question's term).
  if (content.type === 'single' && type === 'multiple') return { type, options: content.options.map(withoutFraction), answer: content.answer ? [content.answer] : [], partial_credit: 'none' };
  if (content.type === 'multiple' && type === 'single') return { type, options: content.options.map(withoutFraction), answer: content.answer[0] ?? '' };
  return emptyLeafContent(type);
};

export const switchContentType = (content: QuestionContent, type: QuestionType): QuestionContent => {
  if (content.type === type) return content;
  // A calculated, notebook, matching or cloze question starts afresh and leaves nothing behind: its key means nothing to another type.
  if (type === 'calculated' || type === 'notebook' || type === 'matching' || type === 'cloze' || content.type === 'calculated' || content.type === 'notebook' || content.type === 'matching' || content.type === 'cloze') return emptyContent(type);
  if (type === 'case') {
    // The question written so far becomes the case's first sub-question's content.
    const first = content.type === 'case' ? emptySubQuestion('q1') : { ...emptySubQuestion('q1'), content: content };
    return { type: 'case', material: '', dataset_url: null, children: [first] };
  }
  if (content.type === 'case') return content.children[0] ? switchLeafType(content.children[0].content, type) : emptyLeafContent(type);
  return switchLeafType(content, type);
};

/** Leaf content with every default filled in and option keys A, B, C… by position (answers remapped). */
export const normalizeLeaf = (content: LeafContent | LeafInput): LeafContent => {
  switch (content.type) {
    case 'single': {
      const index = content.options.findIndex((option) => option.key === content.answer);
      return { type: 'single', options: content.options.map((option, i) => ({ ...option, key: optionLetter(i) })), answer: index < 0 ? '' : optionLetter(index) };
    }
    case 'multiple':
      return {
        type: 'multiple',
        options: content.options.map((option, i) => ({ ...option, key: optionLetter(i) })),
        answer: content.options.flatMap((option, i) => (content.answer.includes(option.key) ? [optionLetter(i)] : [])),
        partial_credit: content.partial_credit ?? 'none',
      };
    case 'judge':
      return { type: 'judge', answer: content.answer };
    case 'blank':
      return {
        type: 'blank',
        blanks: content.blanks.map((blank) => ({ ...blank, alternatives: [...blank.alternatives] })),
        ignore_case: content.ignore_case ?? true,
        ignore_spaces: content.ignore_spaces ?? true,
        wildcard: content.wildcard ?? false,
      };
    case 'numeric':
      return {
        type: 'numeric',
        answers: content.answers.map((answer) => ({
          value: answer.value,
          tolerance: { ...(answer.tolerance ?? { kind: 'absolute', amount: 0 }) },
          credit: answer.credit ?? 1,
        })),
        units: (content.units ?? []).map((unit) => ({ ...unit })),
        unit_required: content.unit_required ?? false,
        precision: content.precision ? { ...content.precision } : null,
      };
    case 'short':
      return { type: 'short', reference: content.reference ?? '' };
    case 'program':
      return { type: 'program', template: content.template ?? '', tests: content.tests.map((test) => ({ ...test })) };
    default:
      return content satisfies never;
  }
};

export const normalizeContent = (content: QuestionContent | QuestionContentInput): QuestionContent => {
  if (content.type === 'calculated') return normalizeCalculated(content);
  if (content.type === 'notebook') return normalizeNotebook(content);
  if (content.type === 'matching') return normalizeMatching(content);
  if (content.type === 'cloze') return normalizeCloze(content);
  if (content.type !== 'case') return normalizeLeaf(content);
  return {
    type: 'case',
    material: content.material ?? '',
    dataset_url: content.dataset_url ?? null,
    children: content.children.map((child) => ({ key: child.key, stem: child.stem, score: child.score, analysis: child.analysis ?? '', content: normalizeLeaf(child.content) })),
  };
};

/** The editor's draft of a QuestionWrite (a new single-choice question when none is given). */
export const toDraft = (value: QuestionWrite | undefined): QuestionDraft => ({
  type: value?.content.type ?? 'single',
  stem: value?.stem ?? '',
  analysis: value?.analysis ?? '',
  difficulty: value?.difficulty ?? 3,
  knowledge_points: [...(value?.knowledge_points ?? [])],
  score: value?.score ?? 5,
  category_id: value?.category_id ?? null,
  content: value ? normalizeContent(value.content) : emptyContent('single'),
});

/** The body sent to the server: trimmed texts, `type` equal to `content.type`. */
export const toQuestionWrite = (draft: QuestionDraft): QuestionWrite => ({
  type: draft.content.type,
  stem: draft.stem.trim(),
  analysis: draft.analysis,
  difficulty: draft.difficulty,
  knowledge_points: draft.knowledge_points.map((point) => point.trim()).filter((point) => point !== ''),
  score: draft.score,
  category_id: draft.category_id,
  content: trimContent(draft.content),
});

const trimLeaf = (content: LeafContent): LeafContent => {
  switch (content.type) {
    case 'single':
    case 'multiple':
      return { ...content, options: content.options.map((option) => ({ ...option, text: option.text.trim() })) } as ChoiceContent;
    case 'blank':
      return { ...content, blanks: content.blanks.map(trimBlank) };
    case 'program':
      return { ...content, tests: content.tests.map((test) => ({ ...test, name: test.name.trim() })) };
    case 'numeric':
      return { ...content, units: content.units.map((unit) => ({ ...unit, name: unit.name.trim() })) };
    default:
      return content;
  }
};

const trimGap = (gap: ClozeGap): ClozeGap =>
  gap.kind === 'numeric'
    ? gap
    : gap.kind === 'short'
    ? { ...gap, answers: gap.answers.map((a) => ({ ...a, text: a.text.trim() })) }
    : { ...gap, options: gap.options.map((o) => ({ ...o, text: o.text.trim() })) };

const trimContent = (content: QuestionContent): QuestionContent =>
  content.type === 'calculated'
    ? { ...content, formula: content.formula.trim(), variables: content.variables.map((variable) => ({ ...variable, name: variable.name.trim() })), units: content.units.map((unit) => ({ ...unit, name: unit.name.trim() })) }
    : content.type === 'notebook'
    ? { ...content, tests: content.tests.map((test) => ({ ...test, name: test.name.trim() })) }
    : content.type === 'matching'
    ? { ...content, pairs: content.pairs.map((pair) => ({ prompt: pair.prompt.trim(), answer: pair.answer.trim() })), distractors: content.distractors.map((d) => d.trim()) }
    : content.type === 'cloze'
    ? { ...content, gaps: content.gaps.map(trimGap) }
    : content.type === 'case'
    ? {
        ...content,
        dataset_url: content.dataset_url?.trim() ? content.dataset_url.trim() : null,
        children: content.children.map((child) => ({ ...child, stem: child.stem.trim(), content: trimLeaf(child.content) })),
      }
    : trimLeaf(content);

// ───────────── Options: keys always follow positions, answers follow their option ─────────────

type BlankKey = Extract<LeafContent, { type: 'blank' }>['blanks'][number];

/** A blank's alternatives trimmed, the empty ones dropped with their credit and feedback. */
const trimBlank = (blank: BlankKey): BlankKey => {
  const kept = blank.alternatives.flatMap((alt, i) => (alt.trim() === '' ? [] : [i]));
  return {
    alternatives: kept.map((i) => blank.alternatives[i]!.trim()),
    ...(blank.credits ? { credits: kept.map((i) => blank.credits?.[i] ?? 1) } : {}),
    ...(blank.feedback ? { feedback: kept.map((i) => blank.feedback?.[i] ?? '') } : {}),
  };
};

const withoutFraction = (option: QuestionOption): QuestionOption => {
  const { fraction: _fraction, ...rest } = option;
  return rest;
};

type OptionBody = Omit<QuestionOption, 'key'>;

/** Options keyed by position with their answers; a single choice key earns all the points, so it keeps no fraction. */
const rekey = (content: ChoiceContent, bodies: OptionBody[], picked: boolean[]): ChoiceContent => {
  const options = bodies.map((body, index) => ({ ...body, key: optionLetter(index) }));
  const keys = options.filter((_, index) => picked[index]).map((option) => option.key);
  if (content.type === 'single') return { ...content, options: options.map((o) => (o.key === keys[0] ? withoutFraction(o) : o)), answer: keys[0] ?? '' };
  return { ...content, options, answer: keys };
};

const bodiesOf = (content: ChoiceContent): OptionBody[] => content.options.map(({ key: _key, ...body }) => body);

const pickedOf = (content: ChoiceContent): boolean[] =>
  content.options.map((option) => (content.type === 'single' ? content.answer === option.key : content.answer.includes(option.key)));

export const addOption = (content: ChoiceContent): ChoiceContent => rekey(content, [...bodiesOf(content), { text: '' }], [...pickedOf(content), false]);

export const removeOption = (content: ChoiceContent, index: number): ChoiceContent =>
  rekey(
    content,
    bodiesOf(content).filter((_, i) => i !== index),
    pickedOf(content).filter((_, i) => i !== index),
  );

export const moveOption = (content: ChoiceContent, index: number, delta: -1 | 1): ChoiceContent => {
  const target = index + delta;
  if (target < 0 || target >= content.options.length) return content;
  const bodies = bodiesOf(content);
  const picked = pickedOf(content);
  [bodies[index], bodies[target]] = [bodies[target] ?? { text: '' }, bodies[index] ?? { text: '' }];
  [picked[index], picked[target]] = [picked[target] ?? false, picked[index] ?? false];
  return rekey(content, bodies, picked);
};

export const setOptionText = (content: ChoiceContent, index: number, text: string): ChoiceContent =>
  ({ ...content, options: content.options.map((option, i) => (i === index ? { ...option, text } : option)) }) as ChoiceContent;

/** Marks an option correct: the only one for single choice, toggled for multiple. */
export const toggleCorrect = (content: ChoiceContent, index: number): ChoiceContent => {
  const picked = pickedOf(content);
  const next = content.type === 'single' ? picked.map((_, i) => i === index) : picked.map((value, i) => (i === index ? !value : value));
  return rekey(content, bodiesOf(content), next);
};

/** Sets an option's share of the points (−1 … 1), or clears it (`undefined`: the rule's default). */
export const setOptionFraction = (content: ChoiceContent, index: number, fraction: number | undefined): ChoiceContent =>
  ({ ...content, options: content.options.map((option, i) => (i !== index ? option : fraction === undefined ? withoutFraction(option) : { ...option, fraction })) }) as ChoiceContent;

/** The fraction an option earns when it has none: 0 on single choice; 1/keys or −1/keys under the `sum` rule. */
export const defaultFraction = (content: ChoiceContent, key: string): number => {
  if (content.type === 'single') return key === content.answer ? 1 : 0;
  const keys = Math.max(1, content.answer.length);
  return (content.answer.includes(key) ? 1 : -1) / keys;
};

/** The first `q<n>` key the case does not use yet. */
export const nextChildKey = (children: readonly SubQuestion[]): string => {
  const used = new Set(children.map((child) => child.key));
  let n = children.length + 1;
  while (used.has(`q${n}`)) n += 1;
  return `q${n}`;
};
