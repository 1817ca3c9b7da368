import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sumScores } from '@finedu/domain';
import { Button, QuestionView, StateView } from '@finedu/ui';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useQuestionViewLabels } from '../bank/useQuestionViewLabels';
import { groupBySection, PaperSheetRoot, PaperSheetSection, PaperToolbar } from './PaperSheet';

const parseId = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
};

/** PaperPreview (/paper/preview?id=…, free route): the paper as a student sees it, print-friendly; `&print=1` opens the print dialog. */
export default function PaperPreviewPage() {
  const t = useT();
  const { exam } = useServices();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const autoPrint = params.get('print') === '1';
  const labels = useQuestionViewLabels();
  const preview = useQuery((signal) => (id === null ? Promise.resolve(null) : exam.previewPaper(id, { signal, silent: true })), [id]);
  const view = useViewState(preview, { emptyTitle: t('exam.paper.noId'), emptyDescription: t('exam.paper.noIdHint') }, (data) => data === null);
  const printed = useRef(false);

  const paper = preview.status === 'success' ? preview.data : null;
  useEffect(() => {
    if (!paper || !autoPrint || printed.current) return;
    printed.current = true;
    // Let the questions lay out before the print dialog takes its snapshot.
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [paper, autoPrint]);

  useEffect(() => {
    if (paper) document.title = `${paper.title} · ${t('exam.paper.previewTitle')}`;
  }, [paper, t]);

  if (view.state !== 'ready' || !paper) {
    return (
      <StandaloneFrame>
        <StateView state={view.state} {...view.stateMessages} />
      </StandaloneFrame>
    );
  }

  const sections = groupBySection(paper.questions);
  return (
    <PaperSheetRoot>
      <PaperToolbar data-screen-only="">
        <span>{t('exam.paper.studentViewNote')}</span>
        <Button variant="primary" onClick={() => window.print()}>
          {t('exam.paper.printButton')}
        </Button>
      </PaperToolbar>
      <header>
        <h1>{paper.title}</h1>
        <p>{t('exam.paper.previewMeta', { count: paper.question_count, total: paper.total_score, minutes: paper.duration_minutes })}</p>
        {paper.description && <p>{paper.description}</p>}
      </header>
      {sections.length === 0 ? (
        <StateView state="empty" emptyTitle={t('exam.paper.previewEmpty')} />
      ) : (
        sections.map((section, index) => (
          <PaperSheetSection key={`${section.title}-${index}`} title={section.title} meta={t('exam.paper.sectionMeta', { count: section.questions.length, total: sumScores(section.questions) })}>
            {section.questions.map((question) => (
              <QuestionView key={question.question_id} question={question} disabled labels={labels} codeEngine="plain" />
            ))}
          </PaperSheetSection>
        ))
      )}
    </PaperSheetRoot>
  );
}
