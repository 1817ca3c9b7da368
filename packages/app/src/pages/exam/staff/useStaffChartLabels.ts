import { useMemo } from 'react';
import type { QuestionPreviewLabels, QuestionStatsLabels, ScoreDistributionLabels } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useCalculatedKeyLabels } from '../bank/useCalculatedLabels';

/** ScoreDistributionChart's strings in the user's language. */
export function useDistributionLabels(): ScoreDistributionLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('exam.staff.stats.distribution'),
      scoreAxis: t('exam.staff.chart.scoreAxis'),
      countAxis: t('exam.staff.chart.countAxis'),
      range: (from: string, to: string) => t('exam.staff.chart.range', { from, to }),
      columns: { range: t('exam.staff.chart.scoreAxis'), count: t('exam.staff.stats.count'), share: t('exam.staff.chart.share') },
      summary: (total: number, peak: string) => t('exam.staff.chart.summary', { total, peak }),
      showTable: t('exam.staff.chart.showTable'),
      showChart: t('exam.staff.chart.showChart'),
      empty: t('exam.staff.stats.emptyTitle'),
      tooltip: (range: string, count: number) => t('exam.staff.chart.tooltip', { range, count }),
    }),
    [t],
  );
}

/** QuestionStatsTable's strings in the user's language. */
export function useQuestionStatsLabels(): QuestionStatsLabels {
  const t = useT();
  return useMemo(
    () => ({
      table: t('exam.staff.stats.questions'),
      columns: {
        order: t('exam.staff.stats.order'),
        type: t('exam.staff.stats.type'),
        stem: t('exam.staff.queue.stem'),
        score: t('exam.staff.stats.score'),
        meanAwarded: t('exam.staff.stats.meanAwarded'),
        scoreRate: t('exam.staff.stats.scoreRate'),
        correctRate: t('exam.staff.stats.correctRate'),
        facility: t('exam.staff.stats.facility'),
        discrimination: t('exam.staff.stats.discrimination'),
      },
      types: {
        single: t('exam.staff.type.single'),
        multiple: t('exam.staff.type.multiple'),
        judge: t('exam.staff.type.judge'),
        blank: t('exam.staff.type.blank'),
        numeric: t('exam.staff.type.numeric'),
        calculated: t('exam.staff.type.calculated'),
        matching: t('exam.staff.type.matching'),
        cloze: t('exam.staff.type.cloze'),
        short: t('exam.staff.type.short'),
        program: t('exam.staff.type.program'),
        notebook: t('exam.staff.type.notebook'),
        case: t('exam.staff.type.case'),
      },
      poorDiscrimination: t('exam.staff.stats.poor'),
      negativeDiscrimination: t('exam.staff.stats.negative'),
      hard: t('exam.staff.stats.hard'),
      easy: t('exam.staff.stats.easy'),
      none: t('common.none'),
      empty: t('exam.staff.stats.emptyTitle'),
      legend: (threshold: string) => t('exam.staff.stats.legend', { threshold }),
    }),
    [t],
  );
}

/** QuestionPreview's strings (besides the student view's) in the user's language. */
export function useQuestionPreviewLabels(): QuestionPreviewLabels {
  const t = useT();
  const calculated = useCalculatedKeyLabels();
  return useMemo(
    () => ({
      preview: t('exam.staff.preview.preview'),
      meta: t('exam.staff.preview.meta'),
      type: t('exam.staff.stats.type'),
      difficulty: t('exam.staff.preview.difficulty'),
      difficultyValue: (level: number) => t('exam.staff.preview.difficultyValue', { stars: `${'★'.repeat(level)}${'☆'.repeat(Math.max(0, 5 - level))}`, level }),
      knowledgePoints: t('exam.staff.preview.knowledgePoints'),
      noKnowledgePoints: t('common.none'),
      score: t('exam.staff.stats.score'),
      category: t('exam.staff.preview.category'),
      noCategory: t('exam.staff.preview.noCategory'),
      author: t('exam.staff.papers.field.author'),
      updatedAt: t('exam.staff.papers.field.updated'),
      key: t('exam.staff.preview.key'),
      partialCredit: t('exam.staff.key.partial'),
      partialCredits: {
        none: t('exam.staff.key.partial.none'),
        sum: t('exam.staff.key.partial.sum'),
        partial: t('exam.staff.key.partial.partial'),
        half: t('exam.staff.key.partial.half'),
        proportional: t('exam.staff.key.partial.proportional'),
      },
      blankRules: (ignoreCase: boolean, ignoreSpaces: boolean) =>
        [t(ignoreCase ? 'exam.staff.key.ignoreCase' : 'exam.staff.preview.matchCase'), t(ignoreSpaces ? 'exam.staff.key.ignoreSpaces' : 'exam.staff.preview.matchSpaces')].join(t('exam.staff.preview.listSeparator')),
      tests: t('exam.staff.preview.tests'),
      test: (name: string, points: number) => t('exam.staff.preview.test', { name, points }),
      subQuestion: (index: number) => t('exam.staff.q.subQuestion', { index }),
      ...calculated,
    }),
    [t, calculated],
  );
}
