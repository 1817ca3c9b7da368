import { useState } from 'react';
import { Card, PageHeader, Tabs } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { PaperPanel } from './PaperPanel';

export interface PaperListPageProps {
  /** `admin`: platform papers (sys_admin). `edu`: the college's papers, plus platform papers read-only. */
  scope: 'admin' | 'edu';
}

/** AdminPaper and EduPaper. */
export function PaperListPage({ scope }: PaperListPageProps) {
  const t = useT();
  const [tab, setTab] = useState('college');
  const [platformOpened, setPlatformOpened] = useState(false);
  if (scope === 'admin') {
    return (
      <>
        <PageHeader title={t('exam.paper.adminTitle')} description={t('exam.paper.adminDescription')} />
        <Card>
          <PaperPanel bank="platform" mode="edit" route="AdminPaper" banks={['platform']} />
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('exam.paper.eduTitle')} description={t('exam.paper.eduDescription')} />
      <Card>
        <Tabs
          aria-label={t('exam.paper.banks')}
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            if (key === 'platform') setPlatformOpened(true);
          }}
          items={[
            { key: 'college', label: t('exam.paper.collegeTab'), content: <PaperPanel bank="college" mode="edit" route="EduPaper" banks={['college', 'platform']} /> },
            { key: 'platform', label: t('exam.paper.platformTab'), content: platformOpened ? <PaperPanel bank="platform" mode="view" route="EduPaper" banks={['college', 'platform']} /> : null },
          ]}
        />
      </Card>
    </>
  );
}
