import type { LeafContent } from '@finedu/domain';
import { Button } from '../../Button';
import { CodeEditor } from '../../CodeEditor';
import { FormField } from '../../FormField';
import { TextInput } from '../../TextInput';
import { QuestionEditorFieldset, QuestionEditorNarrow, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorFieldError, invalidProps } from './QuestionEditorFieldError';
import type { LeafEditorProps } from './leafEditorProps';

type ProgramContent = Extract<LeafContent, { type: 'program' }>;

/** Starter code and hidden tests (name, code, points) of a programming question. */
export function QuestionEditorProgram({ content, onChange, path, errors, labels, readOnly, idPrefix, codeEngine }: LeafEditorProps<ProgramContent>) {
  const setTest = (index: number, patch: Partial<ProgramContent['tests'][number]>) =>
    onChange({ ...content, tests: content.tests.map((test, i) => (i === index ? { ...test, ...patch } : test)) });
  return (
    <>
      <FormField label={labels.template} layout="vertical">
        <CodeEditor label={labels.template} value={content.template} readOnly={readOnly} minLines={4} engine={codeEngine} onChange={(template) => onChange({ ...content, template })} />
      </FormField>
      <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.template`} errors={errors} />
      <QuestionEditorFieldset data-invalid={errors[`${path}.tests`] ? true : undefined}>
        <legend>{labels.tests}</legend>
        {content.tests.map((test, index) => {
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
                  maxLength={100}
                  onChange={(event) => setTest(index, { name: event.target.value })}
                  {...invalidProps(idPrefix, `${testPath}.name`, errors)}
                />
                <QuestionEditorNarrow>
                  <TextInput
                    type="number"
                    aria-label={`${labels.test(index + 1)} ${labels.testPoints}`}
                    placeholder={labels.testPoints}
                    min={0}
                    max={1000}
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
                    disabled={content.tests.length <= 1}
                    onClick={() => onChange({ ...content, tests: content.tests.filter((_, i) => i !== index) })}
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
            <Button size="small" disabled={content.tests.length >= 20} onClick={() => onChange({ ...content, tests: [...content.tests, { name: '', code: '', points: 1 }] })}>
              + {labels.addTest}
            </Button>
          </div>
        )}
      </QuestionEditorFieldset>
    </>
  );
}
