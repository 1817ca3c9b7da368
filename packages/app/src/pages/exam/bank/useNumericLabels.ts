import { useMemo } from 'react';
import type { QuestionEditorNumericLabels, QuestionViewNumericLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

/** The numeric answer box, its reading and the key in words, in the user's language (student, staff and bank views). */
export function useNumericViewLabels(): QuestionViewNumericLabels {
  const t = useT();
  return useMemo(
    () => ({
      answer: t('exam.numeric.answer'),
      placeholder: t('exam.numeric.placeholder'),
      understood: (number, base) => (base === null ? t('exam.numeric.understood', { number }) : t('exam.numeric.understoodBase', { number, base })),
      notUnderstood: (reason, unit) => (reason === 'empty' ? '' : t(`exam.numeric.notUnderstood.${reason}` as MessageId, { unit: unit ?? '' })),
      units: (names) => t('exam.numeric.units', { names }),
      unitRequired: t('exam.numeric.unitRequired'),
      precision: (precision) => t(`exam.numeric.precision.${precision.kind}` as MessageId, { digits: precision.digits }),
      key: (value, tolerance, credit) => {
        const answer = tolerance === null ? value : t(`exam.numeric.key.${tolerance.kind}` as MessageId, { value, amount: tolerance.amount });
        return credit === null ? answer : t('exam.numeric.key.credit', { answer, credit });
      },
    }),
    [t],
  );
}

/** The numeric part of the bank editor in the user's language. */
export function useNumericEditorLabels(): QuestionEditorNumericLabels {
  const t = useT();
  return useMemo(() => {
    const e = (key: string, values?: Record<string, string | number>) => t(`exam.numeric.editor.${key}` as MessageId, values);
    return {
      answers: e('answers'),
      answersHelp: e('answersHelp'),
      answer: (index: number) => e('answer', { index }),
      value: e('value'),
      toleranceKind: e('toleranceKind'),
      toleranceKinds: { absolute: e('toleranceKind.absolute'), relative: e('toleranceKind.relative') },
      tolerance: e('tolerance'),
      credit: e('credit'),
      addAnswer: e('addAnswer'),
      removeAnswer: (index: number) => e('removeAnswer', { index }),
      units: e('units'),
      unitsHelp: e('unitsHelp'),
      unit: (index: number) => e('unit', { index }),
      unitName: e('unitName'),
      unitMultiplier: e('unitMultiplier'),
      addUnit: e('addUnit'),
      removeUnit: (index: number) => e('removeUnit', { index }),
      unitRequired: e('unitRequired'),
      precision: e('precision'),
      precisions: { none: e('precision.none'), decimals: e('precision.decimals'), significant: e('precision.significant') },
      precisionDigits: e('precisionDigits'),
      errors: {
        answersCount: e('error.answersCount'),
        valueRequired: e('error.valueRequired'),
        toleranceInvalid: e('error.toleranceInvalid'),
        creditRange: e('error.creditRange'),
        fullCreditRequired: e('error.fullCreditRequired'),
        unitNameInvalid: e('error.unitNameInvalid'),
        unitMultiplierInvalid: e('error.unitMultiplierInvalid'),
        unitDuplicate: e('error.unitDuplicate'),
        unitRequiredNeedsUnits: e('error.unitRequiredNeedsUnits'),
        precisionDigitsRange: e('error.precisionDigitsRange'),
      },
    };
  }, [t]);
}
