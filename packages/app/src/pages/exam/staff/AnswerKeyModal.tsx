import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { matchingChoices, type ExamPaper, type PartialCredit, type Question, type QuestionContent } from '@finedu/domain';
import { Button, Checkbox, FormAlert, FormField, MathExcerpt, Modal, Select, TextInput, Textarea } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { alternativesToText, gapKeyText, keyProblem, setGapKey, textToAlternatives, withAlternatives } from './answerKey';

const Options = styled.div`
  display: grid;
  gap: var(--ui-space-2);
`;

const Warning = styled.p`
  margin: 0 0 var(--ui-space-4);
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-warning-subtle);
  color: var(--ui-color-warning);
`;

const PARTIAL: readonly PartialCredit[] = ['none', 'sum', 'partial', 'half', 'proportional'];

/** Change the key of one objective question in the exam's frozen paper; the server then regrades every submitted attempt. */
export function AnswerKeyModal({ examId, question, onClose, onSaved }: { examId: number; question: Question; onClose: () => void; onSaved: (paper: ExamPaper) => void }) {
  const t = useT();
  const { exam } = useServices();
  const [content, setContent] = useState<QuestionContent>(question.content);
  // Blank alternatives are edited as text and parsed on save, so a half-typed line is never lost.
  const [blankTexts, setBlankTexts] = useState<string[]>(question.content.type === 'blank' ? question.content.blanks.map((blank) => alternativesToText(blank.alternatives)) : []);
  // A cloze gap's full-credit answers are edited as text too (one line per answer for a typed gap).
  const [gapTexts, setGapTexts] = useState<string[]>(question.content.type === 'cloze' ? question.content.gaps.map(gapKeyText) : []);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: QuestionContent =
      content.type === 'blank'
        ? { ...content, blanks: blankTexts.map((text, index) => withAlternatives(content.blanks[index] ?? { alternatives: [] }, textToAlternatives(text))) }
        : content.type === 'cloze'
          ? { ...content, gaps: content.gaps.map((gap, index) => setGapKey(gap, gapTexts[index] ?? '')) }
          : content;
    const problem = keyProblem(next);
    if (problem) {
      setError(
        problem.problem === 'emptyBlank'
          ? t('exam.staff.key.emptyBlank', { n: problem.blank ?? 1 })
          : problem.problem === 'badNumber'
            ? t('exam.numeric.keyEdit.badNumber', { n: problem.answer ?? 1 })
            : t('exam.staff.key.noAnswer'),
      );
      return;
    }
    setError('');
    setSaving(true);
    try {
      onSaved(await exam.updateAnswerKey(examId, question.id, { content: next }, { silent: true }));
    } catch (caught) {
      setError(errorText(caught, t('common.loadFailed')));
      setSaving(false);
    }
  };

  const editor = (() => {
    switch (content.type) {
      case 'single':
        return (
          <Options role="radiogroup" aria-label={t('exam.staff.key.answer')}>
            {content.options.map((option) => (
              <label key={option.key}>
                <input type="radio" name="single-answer" checked={content.answer === option.key} onChange={() => setContent({ ...content, answer: option.key })} /> {option.key}. <MathExcerpt source={option.text} />
              </label>
            ))}
          </Options>
        );
      case 'multiple':
        return (
          <>
            <Options role="group" aria-label={t('exam.staff.key.answer')}>
              {content.options.map((option) => (
                <Checkbox
                  key={option.key}
                  id={`key-option-${option.key}`}
                  checked={content.answer.includes(option.key)}
                  onChange={(event) =>
                    setContent({ ...content, answer: event.target.checked ? [...content.answer, option.key].sort() : content.answer.filter((key) => key !== option.key) })
                  }
                >
                  {option.key}. <MathExcerpt source={option.text} />
                </Checkbox>
              ))}
            </Options>
            <FormField label={t('exam.staff.key.partial')} labelSuffix={t('common.fieldSuffix')}>
              <Select value={content.partial_credit} onChange={(event) => setContent({ ...content, partial_credit: event.target.value as PartialCredit })} options={PARTIAL.map((rule) => ({ value: rule, label: t(`exam.staff.key.partial.${rule}`) }))} />
            </FormField>
          </>
        );
      case 'judge':
        return (
          <Options role="radiogroup" aria-label={t('exam.staff.key.answer')}>
            {[true, false].map((value) => (
              <label key={String(value)}>
                <input type="radio" name="judge-answer" checked={content.answer === value} onChange={() => setContent({ ...content, answer: value })} /> {t(value ? 'exam.staff.key.true' : 'exam.staff.key.false')}
              </label>
            ))}
          </Options>
        );
      case 'blank':
        return (
          <>
            {blankTexts.map((text, index) => (
              <FormField key={index} label={t('exam.staff.key.blank', { n: index + 1 })} labelSuffix={t('common.fieldSuffix')} help={index === 0 ? t('exam.staff.key.blankHelp') : undefined}>
                <Textarea rows={2} value={text} onChange={(event) => setBlankTexts(blankTexts.map((current, i) => (i === index ? event.target.value : current)))} />
              </FormField>
            ))}
            <Options>
              <Checkbox id="key-ignore-case" checked={content.ignore_case} onChange={(event) => setContent({ ...content, ignore_case: event.target.checked })}>
                {t('exam.staff.key.ignoreCase')}
              </Checkbox>
              <Checkbox id="key-ignore-spaces" checked={content.ignore_spaces} onChange={(event) => setContent({ ...content, ignore_spaces: event.target.checked })}>
                {t('exam.staff.key.ignoreSpaces')}
              </Checkbox>
            </Options>
          </>
        );
      case 'numeric':
        // Values and tolerances only: units, credit and precision belong to the bank's editor.
        return (
          <Options>
            {content.answers.map((answer, index) => {
              const setAnswer = (patch: Partial<typeof answer>) => setContent({ ...content, answers: content.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
              const relative = answer.tolerance.kind === 'relative';
              const number = (text: string) => (text === '' ? Number.NaN : Number(text));
              return (
                <Options key={index}>
                  <FormField label={t('exam.numeric.keyEdit.value', { n: index + 1 })} labelSuffix={t('common.fieldSuffix')}>
                    <TextInput type="number" step="any" value={Number.isNaN(answer.value) ? '' : answer.value} onChange={(event) => setAnswer({ value: number(event.target.value) })} />
                  </FormField>
                  <FormField label={t(relative ? 'exam.numeric.keyEdit.toleranceRelative' : 'exam.numeric.keyEdit.tolerance', { n: index + 1 })} labelSuffix={t('common.fieldSuffix')}>
                    <TextInput
                      type="number"
                      step="any"
                      min={0}
                      value={Number.isNaN(answer.tolerance.amount) ? '' : relative ? Number((answer.tolerance.amount * 100).toPrecision(12)) : answer.tolerance.amount}
                      onChange={(event) => {
                        const amount = number(event.target.value);
                        setAnswer({ tolerance: { kind: answer.tolerance.kind, amount: relative ? Number((amount / 100).toPrecision(12)) : amount } });
                      }}
                    />
                  </FormField>
                </Options>
              );
            })}
            <p>{t('exam.numeric.keyEdit.help')}</p>
          </Options>
        );
      case 'matching': {
        // The prompts and the answers to pick from stay as the students saw them: only which answer is right changes.
        const choices = matchingChoices(content);
        return (
          <Options>
            {content.pairs.map((pair, index) => (
              <FormField key={index} label={t('exam.matching.key.prompt', { prompt: pair.prompt })} labelSuffix={t('common.fieldSuffix')}>
                <Select
                  value={pair.answer}
                  options={choices.map((choice) => ({ value: choice, label: choice }))}
                  onChange={(event) => {
                    const pairs = content.pairs.map((p, i) => (i === index ? { ...p, answer: event.target.value } : p));
                    const answers = new Set(pairs.map((p) => p.answer));
                    setContent({ ...content, pairs, distractors: choices.filter((choice) => !answers.has(choice)) });
                  }}
                />
              </FormField>
            ))}
          </Options>
        );
      }
      case 'cloze':
        return (
          <Options>
            {content.gaps.map((gap, index) => {
              const set = (text: string) => setGapTexts(gapTexts.map((current, i) => (i === index ? text : current)));
              const n = index + 1;
              return gap.kind === 'choice' ? (
                <FormField key={index} label={t('exam.cloze.key.option', { n })} labelSuffix={t('common.fieldSuffix')}>
                  <Select value={gapTexts[index] ?? ''} options={gap.options.map((o) => ({ value: o.text, label: o.text }))} onChange={(event) => set(event.target.value)} />
                </FormField>
              ) : gap.kind === 'numeric' ? (
                <FormField key={index} label={t('exam.cloze.key.value', { n })} labelSuffix={t('common.fieldSuffix')}>
                  <TextInput type="number" step="any" value={gapTexts[index] ?? ''} onChange={(event) => set(event.target.value)} />
                </FormField>
              ) : (
                <FormField key={index} label={t('exam.cloze.key.accepted', { n })} labelSuffix={t('common.fieldSuffix')}>
                  <Textarea rows={2} value={gapTexts[index] ?? ''} onChange={(event) => set(event.target.value)} />
                </FormField>
              );
            })}
            <p>{t('exam.cloze.key.help')}</p>
          </Options>
        );
      default:
        return null;
    }
  })();

  const formId = 'answer-key-form';
  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('exam.staff.key.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {t('exam.staff.key.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Warning>{t('exam.staff.key.warning')}</Warning>
        {editor}
        <FormAlert>{error}</FormAlert>
      </form>
    </Modal>
  );
}
