import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routePath, sumScores, toPublicSections } from '@finedu/domain';
import { Button, Checkbox, FormAlert, QuestionView, StateView, useToast } from '@finedu/ui';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { toQueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { StaffQuestionPreview } from '../bank/StaffQuestionPreview';
import { useQuestionViewLabels } from '../bank/useQuestionViewLabels';
import { clearGeneratedPaper, readGeneratedPaper, type GeneratorHandover } from './generatorHandover';
import { PaperSheetRoot, PaperSheetSection, PaperToolbar } from './PaperSheet';
import { ShortfallReport } from './ShortfallReport';

/**
 * GeneratorPreview (/generator/preview, free route): the paper the rules produced, before it is saved — handed over by
 * the paper page through sessionStorage — as the student will see it, with a keys toggle, the shortfall report,
 * "save as paper" and "back to edit".
 */
export default function GeneratorPreviewPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { exam, session } = useServices();
  const labels = useQuestionViewLabels();
  // Read once: the draft stays on screen even if another tab replaces the stored one.
  const [handover] = useState<GeneratorHandover | null>(() => readGeneratedPaper());
  const [showKeys, setShowKeys] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    document.title = t('exam.paper.generated.title');
  }, [t]);

  if (!handover) {
    // A free route: the user may not be loaded yet; the guard of the papers page decides the rest.
    const goToPapers = async () => {
      const role = await session.ensure().then(
        (current) => current.role,
        () => null,
      );
      void navigate(routePath(role === 'sys_admin' ? 'AdminPaper' : role ? 'EduPaper' : 'Login'));
    };
    return (
      <StandaloneFrame>
        <StateView
          state="empty"
          emptyTitle={t('exam.paper.generated.empty')}
          emptyDescription={t('exam.paper.generated.emptyHint')}
          emptyAction={
            <Button variant="primary" onClick={() => void goToPapers()}>
              {t('exam.paper.generated.toPapers')}
            </Button>
          }
        />
      </StandaloneFrame>
    );
  }

  const { result, returnRoute } = handover;
  const sections = toPublicSections(result.sections);
  const count = sections.reduce((sum, section) => sum + section.questions.length, 0);

  const save = async () => {
    setFailure('');
    setSaving(true);
    try {
      const saved = await exam.createPaper(result.paper, { silent: true });
      clearGeneratedPaper();
      toast.success(t('exam.paper.generated.saved', { title: saved.title }));
      void navigate(routePath(returnRoute));
    } catch (error) {
      setFailure(toQueryError(error).message);
      setSaving(false);
    }
  };

  return (
    <PaperSheetRoot>
      <PaperToolbar data-screen-only="">
        <span>{t('exam.paper.generated.note')}</span>
        <Checkbox checked={showKeys} onChange={(event) => setShowKeys(event.target.checked)}>
          {t('exam.paper.generated.showKeys')}
        </Checkbox>
        <Button onClick={() => void navigate(`${routePath(returnRoute)}?draft=generated`)}>{t('exam.paper.generated.backToEdit')}</Button>
        <Button variant="primary" loading={saving} disabled={count === 0} onClick={() => void save()}>
          {t(saving ? 'exam.paper.generated.saving' : 'exam.paper.generated.save')}
        </Button>
      </PaperToolbar>
      <div data-screen-only="">
        <FormAlert>{failure}</FormAlert>
        <ShortfallReport shortfall={result.shortfall} />
        {count === 0 && <FormAlert>{t('exam.paper.generated.noQuestions')}</FormAlert>}
      </div>
      <header>
        <h1>{result.paper.title}</h1>
        <p>{t('exam.paper.previewMeta', { count, total: result.total_score, minutes: result.paper.duration_minutes })}</p>
      </header>
      {sections.map((section, index) => (
        <PaperSheetSection key={`${section.title}-${index}`} title={section.title} description={section.description} meta={t('exam.paper.sectionMeta', { count: section.questions.length, total: sumScores(section.questions) })}>
          {section.questions.map((question, position) => {
            const full = result.sections[index]?.questions[position]?.question;
            return showKeys && full ? (
              <StaffQuestionPreview key={question.question_id} question={full} number={question.order} score={question.score} codeEngine="plain" />
            ) : (
              <QuestionView key={question.question_id} question={question} disabled labels={labels} codeEngine="plain" />
            );
          })}
        </PaperSheetSection>
      ))}
    </PaperSheetRoot>
  );
}
