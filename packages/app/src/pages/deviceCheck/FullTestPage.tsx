import { useCallback, useState } from 'react';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import { routePath } from '@finedu/domain';
import styled from 'styled-components';
import { PageHeader, Tabs } from '@finedu/ui';
import { AppLocaleSwitch } from '../../components/AppLocaleSwitch';
import { homePathFor } from '../../components/homePath';
import { Brand, SiteHeader, SiteNav } from '../../components/SiteHeader';
import { useT } from '../../i18n/useT';
import { useCurrentUser } from '../../services/ServicesContext';
import { Column } from './Column';
import { DeviceCheckRun } from './DeviceCheckRun';
import { DeviceReportView } from './DeviceReportView';
import { DeviceRoster } from './DeviceRoster';
import { MyDeviceReports } from './MyDeviceReports';

const STAFF = new Set(['sys_admin', 'edu_admin', 'edu_teacher']);

const positiveId = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

/**
 * FullTest (/test): the pre-exam device check. Everyone signed in runs it on their device and keeps the report;
 * `?report=<id>` shows a stored report read-only (a teacher, the help desk); `?exam=<id>` ties the check to an exam.
 * The college's staff also see the class roster: which students have a passing report.
 */
export default function FullTestPage() {
  const t = useT();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const reportId = params.get('report');
  const examId = positiveId(params.get('exam'));
  const staff = user !== null && STAFF.has(user.role);
  const [saved, setSaved] = useState(0);
  const onSaved = useCallback(() => setSaved((n) => n + 1), []);
  const home = useHref(routePath('Home'));

  const mine = (
    <Column>
      <DeviceCheckRun examId={examId} onSaved={onSaved} />
      <MyDeviceReports version={saved} />
    </Column>
  );

  return (
    <>
      <SiteHeader>
        <Brand href={home}>{t('app.name')}</Brand>
        <SiteNav aria-label={t('deviceCheck.siteNav')}>
          {user !== null && <Link to={homePathFor(user.role)}>{t('deviceCheck.backToArea')}</Link>}
          <AppLocaleSwitch />
        </SiteNav>
      </SiteHeader>
    <Frame>
      <Content>
        <PageHeader title={t('deviceCheck.title')} description={examId ? `${t('deviceCheck.description')} ${t('deviceCheck.forExam', { id: examId })}` : t('deviceCheck.description')} />
        {reportId !== null ? (
          <DeviceReportView id={reportId} />
        ) : staff ? (
          <Tabs
            aria-label={t('deviceCheck.title')}
            items={[
              { key: 'mine', label: t('deviceCheck.tab.mine'), content: mine },
              { key: 'roster', label: t('deviceCheck.tab.roster'), content: <DeviceRoster /> },
            ]}
          />
        ) : (
          mine
        )}
      </Content>
    </Frame>
    </>
  );
}

const Frame = styled.main`
  min-height: calc(100vh - var(--ui-layout-header-height));
  box-sizing: border-box;
  padding: var(--ui-space-5);
  background: var(--ui-color-page);

  @media (max-width: 480px) {
    padding: var(--ui-space-3);
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  width: min(960px, 100%);
  margin: 0 auto;
`;
