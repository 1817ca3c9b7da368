import { QUESTION_LIMITS, type ProgramTest } from '@finedu/domain';
import { Button } from '../../Button';
import { CodeEditor } from '../../CodeEditor';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { QuestionEditorLabels } from './questionEditorLabels';
import type { QuestionEditorErrors } from './validateQuestion';

export interface QuestionEditorTestsProps {
  tests: ProgramTest[];
  onChange: (tests: ProgramTest[]) => void;
  /** Error path of the content holding the tests (`content`, or `content.children.<i>.content`). */
  path: string;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  idPrefix: string;
  codeEngine: 'monaco' | 'plain';
}

/** The hidden tests (name, points, code) of a programming or notebook question: 1–20 of them. */
export function QuestionEditorTests({ tests, onChange, path, errors, labels, readOnly, idPrefix, codeEngine }: QuestionEditorTestsProps) {
  const setTest = (index: number, patch: Partial<ProgramTest>) => onChange(tests.map((test, i) => (i === index ? { ...test, ...patch } : test)));
  return (
    <QuestionEditorFieldset data-invalid={errors[`${path}.tests`] ? true : undefined}>
      <legend>{labels.tests}</legend>
      {tests.map((test, index) => {
        const testPath = `${path}.tests.${index}`;
        return (
          <QuestionEditorFieldset key={index} data-nested="true">
            <legend>{labels.test(index + 1)}</legend>
            <QuestionEditorRow>
              <TextInput
                aria-label={`${labels.test(index + 1)} ${labels.testName}`}
                placeholder={labels.testName}
                value={test.name}
                readOnly={readOnly}
                maxLength={QUESTION_LIMITS.testName}
                onChange={(event) => setTest(index, { name: event.target.value })}
                {...invalidProps(idPrefix, `${testPath}.name`, errors)}
              />
              <QuestionEditorNarrow>
                <TextInput
                  type="number"
                  aria-label={`${labels.test(index + 1)} ${labels.testPoints}`}
                  placeholder={labels.testPoints}
                  min={0}
                  max={QUESTION_LIMITS.score}
                  step="any"
                  value={Number.isNaN(test.points) ? '' : test.points}
                  readOnly={readOnly}
                  onChange={(event) => setTest(index, { points: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                  {...invalidProps(idPrefix, `${testPath}.points`, errors)}
                />
              </QuestionEditorNarrow>
              {!readOnly && (
                <Button
                  size="small"
                  variant="link"
                  disabled={tests.length <= 1}
                  onClick={() => onChange(tests.filter((_, i) => i !== index))}
                >
                  {labels.removeTest(index + 1)}
                </Button>
              )}
            </QuestionEditorRow>
            <QuestionEditorFieldError idPrefix={idPrefix} path={`${testPath}.name`} errors={errors} />
            <QuestionEditorFieldError idPrefix={idPrefix} path={`${testPath}.points`} errors={errors} />
            <CodeEditor
              label={`${labels.test(index + 1)} ${labels.testCode}`}
              value={test.code}
              readOnly={readOnly}
              minLines={3}
              engine={codeEngine}
              onChange={(code) => setTest(index, { code })}
            />
            <QuestionEditorFieldError idPrefix={idPrefix} path={`${testPath}.code`} errors={errors} />
          </QuestionEditorFieldset>
        );
      })}
      <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.tests`} errors={errors} />
      {!readOnly && (
        <div>
          <Button size="small" disabled={tests.length >= QUESTION_LIMITS.tests} onClick={() => onChange([...tests, { name: '', code: '', points: 1 }])}>
            + {labels.addTest}
          </Button>
        </div>
      )}
    </QuestionEditorFieldset>
  );
}
