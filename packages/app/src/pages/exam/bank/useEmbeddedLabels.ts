import { useMemo } from 'react';
import type { QuestionEditorEmbeddedLabels, QuestionViewEmbeddedLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

/** A matching question's selects and a cloze question's gaps, with their key in a review, in the user's language. */
export function useEmbeddedViewLabels(): QuestionViewEmbeddedLabels {
  const t = useT();
  return useMemo(
    () => ({
      pairs: t('exam.matching.view.pairs'),
      choose: t('exam.matching.view.choose'),
      gap: (index: number) => t('exam.matching.view.gap', { index }),
      rightAnswer: (text: string) => t('exam.matching.view.rightAnswer', { text }),
      gapCredit: (percent: string) => t('exam.matching.view.gapCredit', { percent }),
      distractors: t('exam.matching.view.distractors'),
    }),
    [t],
  );
}

/** The matching and cloze parts of the bank editor in the user's language. */
export function useEmbeddedEditorLabels(): QuestionEditorEmbeddedLabels {
  const t = useT();
  return useMemo(() => {
    const m = (key: string, values?: Record<string, string | number>) => t(`exam.matching.${key}` as MessageId, values);
    const c = (key: string, values?: Record<string, string | number>) => t(`exam.cloze.${key}` as MessageId, values);
    return {
      pairs: m('editor.pairs'),
      pairsHelp: m('editor.pairsHelp'),
      prompt: (index: number) => m('editor.prompt', { index }),
      pairAnswer: (index: number) => m('editor.pairAnswer', { index }),
      addPair: m('editor.addPair'),
      removePair: (index: number) => m('editor.removePair', { index }),
      distractors: m('editor.distractors'),
      distractorsHelp: m('editor.distractorsHelp'),
      distractor: (index: number) => m('editor.distractor', { index }),
      addDistractor: m('editor.addDistractor'),
      removeDistractor: (index: number) => m('editor.removeDistractor', { index }),
      shuffle: m('editor.shuffle'),
      gaps: c('editor.gaps'),
      gapsHelp: c('editor.gapsHelp'),
      insertGap: c('editor.insertGap'),
      gap: (index: number) => c('editor.gap', { index }),
      gapKind: c('editor.gapKind'),
      gapKinds: { short: c('editor.gapKind.short'), numeric: c('editor.gapKind.numeric'), choice: c('editor.gapKind.choice') },
      weight: c('editor.weight'),
      display: c('editor.display'),
      displays: { dropdown: c('editor.display.dropdown'), radio: c('editor.display.radio') },
      answerText: (gap: number, index: number) => c('editor.answerText', { gap, index }),
      value: (gap: number, index: number) => c('editor.value', { gap, index }),
      tolerance: (gap: number, index: number) => c('editor.tolerance', { gap, index }),
      option: (gap: number, index: number) => c('editor.option', { gap, index }),
      credit: (gap: number, index: number) => c('editor.credit', { gap, index }),
      addAnswer: c('editor.addAnswer'),
      removeAnswer: (gap: number, index: number) => c('editor.removeAnswer', { gap, index }),
      removeGap: (gap: number) => c('editor.removeGap', { gap }),
      ignoreCase: c('editor.ignoreCase'),
      errors: {
        pairsCount: m('error.pairsCount'),
        promptRequired: m('error.promptRequired'),
        promptDuplicate: m('error.promptDuplicate'),
        pairAnswerRequired: m('error.pairAnswerRequired'),
        distractorsCount: m('error.distractorsCount'),
        distractorRequired: m('error.distractorRequired'),
        distractorClash: m('error.distractorClash'),
        gapsCount: c('error.gapsCount'),
        noMarkers: c('error.noMarkers'),
        unknownMarker: (marker: number, count: number) => c('error.unknownMarker', { marker, count }),
        repeatedMarker: (marker: number) => c('error.repeatedMarker', { marker }),
        unmarkedGap: (gap: number) => c('error.unmarkedGap', { gap }),
        gapAnswerRequired: c('error.gapAnswerRequired'),
        gapValueRequired: c('error.gapValueRequired'),
        gapFullCreditRequired: c('error.gapFullCreditRequired'),
        gapOptionsCount: c('error.gapOptionsCount'),
        gapOptionDuplicate: c('error.gapOptionDuplicate'),
        weightRange: c('error.weightRange'),
      },
    };
  }, [t]);
}
