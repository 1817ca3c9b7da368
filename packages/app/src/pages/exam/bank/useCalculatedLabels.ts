import { useMemo } from 'react';
import type { QuestionEditorCalculatedLabels, QuestionPreviewLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

/** The calculated part of the bank editor (variables, formula, tolerance, variants) in the user's language. */
export function useCalculatedEditorLabels(): QuestionEditorCalculatedLabels {
  const t = useT();
  return useMemo(() => {
    const e = (key: string, values?: Record<string, string | number>) => t(`exam.calculated.editor.${key}` as MessageId, values);
    return {
      variables: e('variables'),
      variablesHelp: e('variablesHelp'),
      variable: (index: number) => e('variable', { index }),
      name: e('name'),
      kind: e('kind'),
      kinds: { range: e('kind.range'), list: e('kind.list') },
      min: e('min'),
      max: e('max'),
      step: e('step'),
      values: e('values'),
      valuesHelp: e('valuesHelp'),
      addVariable: e('addVariable'),
      removeVariable: (index: number) => e('removeVariable', { index }),
      formula: e('formula'),
      formulaHelp: e('formulaHelp'),
      toleranceKind: e('toleranceKind'),
      toleranceKinds: { absolute: e('toleranceKind.absolute'), relative: e('toleranceKind.relative') },
      tolerance: e('tolerance'),
      variants: e('variants'),
      variantsHelp: e('variantsHelp'),
      previewVariants: e('previewVariants'),
      variantsLoading: e('variantsLoading'),
      variantsEmpty: e('variantsEmpty'),
      variantsStale: e('variantsStale'),
      variantValues: e('variantValues'),
      variantStem: e('variantStem'),
      variantAnswer: e('variantAnswer'),
      variantsUnavailable: e('variantsUnavailable'),
      errors: {
        variablesCount: e('error.variablesCount'),
        nameInvalid: e('error.nameInvalid'),
        nameDuplicate: e('error.nameDuplicate'),
        rangeInvalid: e('error.rangeInvalid'),
        stepInvalid: e('error.stepInvalid'),
        listInvalid: e('error.listInvalid'),
        formulaRequired: e('error.formulaRequired'),
        placeholderUndeclared: (name: string) => e('error.placeholderUndeclared', { name }),
        toleranceInvalid: e('error.toleranceInvalid'),
      },
    };
  }, [t]);
}

type CalculatedKeyLabels = Pick<QuestionPreviewLabels, 'formula' | 'variables' | 'variableRange' | 'variableList' | 'tolerance'>;

/** A calculated question's key in the previews (formula, each variable's values, tolerance) in the user's language. */
export function useCalculatedKeyLabels(): CalculatedKeyLabels {
  const t = useT();
  return useMemo(
    () => ({
      formula: t('exam.calculated.key.formula'),
      variables: t('exam.calculated.key.variables'),
      variableRange: (min: string, max: string, step: string) => t('exam.calculated.key.range', { min, max, step }),
      variableList: (values: string) => t('exam.calculated.key.list', { values }),
      tolerance: (kind: 'absolute' | 'relative', amount: string) => t(`exam.calculated.key.tolerance.${kind}`, { amount }),
    }),
    [t],
  );
}
