import styled from 'styled-components';
import type { MissingStudyStep, SectionStudy } from '@finedu/domain';
import { StatusBadge } from '@finedu/ui';
import { useT } from '../../../i18n/useT';

const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-3);
  margin: 0 0 var(--ui-space-4);
  font-size: var(--ui-font-size-sm);
`;

const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--ui-color-text-secondary);
`;

function useMissingText() {
  const t = useT();
  return (step: MissingStudyStep): string => {
    switch (step.kind) {
      case 'time':
        return t('study.missing.time', { seconds: step.seconds });
      case 'end':
        return t('study.missing.end');
      case 'video':
        return t('study.missing.video');
      case 'case':
        return t('study.missing.case');
      case 'blockCase':
        return t('study.missing.blockCase');
      default:
        return step satisfies never;
    }
  };
}

/** The student's state in the section: 在读 with what is still missing, or 已学完. */
export function StudyStatus({ study }: { study: SectionStudy }) {
  const t = useT();
  const missingText = useMissingText();
  return (
    <Root aria-label={t('study.state')} data-testid="study-status" data-state={study.learned ? 'learned' : 'reading'}>
      <StatusBadge appearance="tag" tone={study.learned ? 'success' : 'primary'}>
        {t(study.learned ? 'study.state.learned' : 'study.state.reading')}
      </StatusBadge>
      {!study.learned && study.missing.length > 0 && (
        <Missing>
          {study.missing.map((step) => (
            <li key={step.kind}>{missingText(step)}</li>
          ))}
        </Missing>
      )}
    </Root>
  );
}
