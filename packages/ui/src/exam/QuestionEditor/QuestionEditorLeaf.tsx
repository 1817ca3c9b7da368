import { QUESTION_LIMITS } from '@finedu/domain';
import { FormField } from '../../FormField';
import { Textarea } from '../../Textarea';
import { QuestionEditorFieldset, QuestionEditorRow } from './QuestionEditor.styles';
import { QuestionEditorBlanks } from './QuestionEditorBlanks';
import { QuestionEditorNumeric } from './QuestionEditorNumeric';
import { QuestionEditorOptions } from './QuestionEditorOptions';
import { QuestionEditorProgram } from './QuestionEditorProgram';
import type { LeafEditorProps } from './leafEditorProps';

/** The type-specific part of a leaf question: options and key, judge answer, blanks, numeric answers, reference, or code and tests. */
export function QuestionEditorLeaf(props: LeafEditorProps) {
  const { content, onChange, labels, readOnly, idPrefix, path } = props;
  switch (content.type) {
    case 'single':
    case 'multiple':
      return <QuestionEditorOptions {...props} content={content} />;
    case 'judge':
      return (
        <QuestionEditorFieldset>
          <legend>{labels.judgeAnswer}</legend>
          <QuestionEditorRow>
            {[true, false].map((choice) => (
              <label key={String(choice)}>
                <input
                  type="radio"
                  name={`${idPrefix}-${path}-judge`}
                  checked={content.answer === choice}
                  disabled={readOnly}
                  onChange={() => onChange({ type: 'judge', answer: choice })}
                />{' '}
                {choice ? labels.judgeTrue : labels.judgeFalse}
              </label>
            ))}
          </QuestionEditorRow>
        </QuestionEditorFieldset>
      );
    case 'blank':
      return <QuestionEditorBlanks {...props} content={content} />;
    case 'numeric':
      return <QuestionEditorNumeric {...props} content={content} />;
    case 'short':
      return (
        <FormField label={labels.reference} layout="vertical">
          <Textarea value={content.reference} readOnly={readOnly} rows={4} maxLength={QUESTION_LIMITS.text} onChange={(event) => onChange({ type: 'short', reference: event.target.value })} />
        </FormField>
      );
    case 'program':
      return <QuestionEditorProgram {...props} content={content} />;
    default:
      return content satisfies never;
  }
}
