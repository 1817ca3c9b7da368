import { useMemo } from 'react';
import type { ExamTimerLabels, QuestionNavigatorDrawerLabels, QuestionNavigatorLabels, SyncStatusLabels } from '@finedu/ui';
import { useT } from '../../../i18n/useT';

/** The exam page's timer, answer sheet and save indicator strings in the user's language. */
export function useExamChromeLabels(): {
  timer: ExamTimerLabels;
  navigator: QuestionNavigatorLabels;
  drawer: QuestionNavigatorDrawerLabels;
  sync: SyncStatusLabels;
} {
  const t = useT();
  return useMemo(() => {
    const separator = t('exam.student.listSeparator');
    return {
      timer: {
        remaining: t('exam.student.timer.label'),
        warning: (minutes: number) => t('exam.student.timer.warning', { minutes }),
        expired: t('exam.student.timer.expired'),
        unknown: t('exam.student.timer.unknown'),
        days: (days: number) => t('exam.student.timer.days', { days }),
      },
      navigator: {
        navigation: t('exam.student.nav.label'),
        summary: (answered: number, total: number, flagged: number) =>
          flagged > 0 ? t('exam.student.nav.summaryFlagged', { answered, total, flagged }) : t('exam.student.nav.summary', { answered, total }),
        question: (number: number, state: { answered: boolean; flagged: boolean; current: boolean }) =>
          t('exam.student.nav.itemState', {
            number,
            states: [
              t(state.answered ? 'exam.student.nav.stateAnswered' : 'exam.student.nav.stateUnanswered'),
              state.flagged ? t('exam.student.nav.flagged') : null,
              state.current ? t('exam.student.nav.stateCurrent') : null,
            ]
              .filter(Boolean)
              .join(separator),
          }),
        answered: t('exam.student.nav.answered'),
        unanswered: t('exam.student.nav.unanswered'),
        flagged: t('exam.student.nav.flagged'),
        current: t('exam.student.nav.current'),
        legend: t('exam.student.nav.legend'),
      },
      drawer: {
        title: t('exam.student.nav.drawerTitle'),
        progress: (answered: number, total: number) => t('exam.student.nav.drawerProgress', { answered, total }),
        close: t('exam.student.nav.drawerClose'),
      },
      sync: {
        saved: (time: string) => (time ? t('exam.student.sync.savedAtLong', { time }) : t('exam.student.sync.savedLong')),
        saving: t('exam.student.sync.saving'),
        pending: (count: number) => t('exam.student.sync.pending', { count }),
        offlineTitle: t('exam.student.sync.offlineTitle'),
        offline: (count: number) => (count > 0 ? t('exam.student.sync.offlineBody', { count }) : t('exam.student.sync.offlineBodyNone')),
        errorTitle: t('exam.student.sync.errorTitle'),
        errorFallback: t('exam.student.sync.errorFallback'),
        retry: t('exam.student.sync.retry'),
      },
    };
  }, [t]);
}
