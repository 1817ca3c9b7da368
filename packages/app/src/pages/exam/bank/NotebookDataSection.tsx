import { useState } from 'react';
import styled from 'styled-components';
import type { QuestionEditorNotebookData } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { GeneratorEditor } from '../../cases/shared/GeneratorEditor';

const Section = styled.details`
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  margin: 0 0 var(--ui-space-3);
  padding: var(--ui-space-2) var(--ui-space-3);
  summary {
    cursor: pointer;
    font-weight: var(--ui-font-weight-medium);
  }
  &[open] summary {
    margin-bottom: var(--ui-space-2);
  }
`;

/**
 * A notebook question's per-student data (issue 16), folded away while it has none (most questions): the case
 * library's generator editor, its preview run by the exam's own call.
 */
export function NotebookDataSection({ parameters, generator, onChange, readOnly }: QuestionEditorNotebookData) {
  const t = useT();
  const { exam } = useServices();
  const [open, setOpen] = useState(() => generator.trim() !== '' || parameters.length > 0);
  return (
    <Section open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('exam.notebook.editor.data')}</summary>
      {open && (
        <GeneratorEditor
          parameters={parameters}
          generator={generator}
          onParametersChange={(next) => onChange({ parameters: next })}
          onGeneratorChange={(next) => onChange({ generator: next })}
          preview={(body, options) => exam.previewNotebookSeeds(body, options)}
          intro={t('exam.notebook.editor.dataIntro')}
          generatorHelp={t('exam.notebook.editor.generatorHelp')}
          readOnly={readOnly}
        />
      )}
    </Section>
  );
}
