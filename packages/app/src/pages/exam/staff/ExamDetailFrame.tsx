import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type Exam } from '@finedu/domain';
import { Card, PageHeader, StateView, Tabs } from '@finedu/ui';
import { useStaffViewState } from './useStaffViewState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ExamStatusTag, Numeric, formatWindow, useExamIdParam } from './staffParts';

/** The four child routes of an exam, in tab order. */
export const EXAM_TABS = [
  { key: 'base', route: 'ExamBase' },
  { key: 'user', route: 'ExamUser' },
  { key: 'paper', route: 'ExamDetailPaper' },
  { key: 'grade', route: 'ExamGrade' },
] as const;
export type ExamTab = (typeof EXAM_TABS)[number]['key'];

const Heading = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-3);
`;

export interface ExamContext {
  exam: Exam;
  /** Read the exam again (after a publish, an edit, a regrade…). */
  reload: () => void;
}

/** An exam's page frame: title, status and window, the tabs that link the four child routes, then the tab's content. */
export function ExamDetailFrame({ tab, children }: { tab: ExamTab; children: (context: ExamContext) => ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const examId = useExamIdParam();
  const { exam: client } = useServices();
  const exam = useQuery((signal) => (examId === null ? Promise.reject(new Error(t('exam.staff.badId'))) : client.getExam(examId, { signal, silent: true })), [examId]);
  const view = useStaffViewState(exam, {}, () => false);

  return (
    <StateView state={view.state} {...view.stateMessages}>
      {exam.data && (
        <>
          <PageHeader
            title={
              <Heading>
                {exam.data.title}
                <ExamStatusTag status={exam.data.status} />
              </Heading>
            }
            description={
              <Numeric>
                {t('exam.staff.header.window', { window: formatWindow(exam.data.start_at, exam.data.end_at), minutes: exam.data.duration_minutes })}
              </Numeric>
            }
          />
          <Card>
            <Tabs
              aria-label={t('exam.staff.header.tabs')}
              activeKey={tab}
              onChange={(key) => {
                const target = EXAM_TABS.find((item) => item.key === key);
                if (target && examId !== null) navigate(routePath(target.route, { id: examId }));
              }}
              items={EXAM_TABS.map((item) => ({ key: item.key, label: t(`exam.staff.tab.${item.key}`), content: item.key === tab && exam.data ? children({ exam: exam.data, reload: exam.reload }) : undefined }))}
            />
          </Card>
        </>
      )}
    </StateView>
  );
}
