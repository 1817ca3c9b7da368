import type { LeafContent } from '@finedu/domain';
import { CodeEditor } from '../../CodeEditor';
import { FormField } from '../../FormField';
import { QuestionEditorFieldError } from './QuestionEditorFieldError';
import { QuestionEditorTests } from './QuestionEditorTests';
import type { LeafEditorProps } from './leafEditorProps';

type ProgramContent = Extract<LeafContent, { type: 'program' }>;

/** Starter code and hidden tests (name, code, points) of a programming question. */
export function QuestionEditorProgram({ content, onChange, path, errors, labels, readOnly, idPrefix, codeEngine }: LeafEditorProps<ProgramContent>) {
  return (
    <>
      <FormField label={labels.template} layout="vertical">
        <CodeEditor label={labels.template} value={content.template} readOnly={readOnly} minLines={4} engine={codeEngine} onChange={(template) => onChange({ ...content, template })} />
      </FormField>
      <QuestionEditorFieldError idPrefix={idPrefix} path={`${path}.template`} errors={errors} />
      <QuestionEditorTests
        tests={content.tests}
        onChange={(tests) => onChange({ ...content, tests })}
        path={path}
        errors={errors}
        labels={labels}
        readOnly={readOnly}
        idPrefix={idPrefix}
        codeEngine={codeEngine}
      />
    </>
  );
}
