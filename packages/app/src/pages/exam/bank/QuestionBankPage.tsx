import { useState } from 'react';
import { Card, PageHeader, Tabs } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { QuestionBankPanel } from './QuestionBankPanel';

export interface QuestionBankPageProps {
  /** `admin`: the platform bank (sys_admin). `edu`: the college bank, plus the platform bank to browse and copy from. */
  scope: 'admin' | 'edu';
}

/** AdminQuestion and EduQuestion: one page over the bank(s) the caller may see. */
export function QuestionBankPage({ scope }: QuestionBankPageProps) {
  const t = useT();
  const [tab, setTab] = useState('college');
  const [platformOpened, setPlatformOpened] = useState(false);
  const [copies, setCopies] = useState(0);
  if (scope === 'admin') {
    return (
      <>
        <PageHeader title={t('exam.bank.adminTitle')} description={t('exam.bank.adminDescription')} />
        <Card>
          <QuestionBankPanel bank="platform" mode="edit" />
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('exam.bank.eduTitle')} description={t('exam.bank.eduDescription')} />
      <Card>
        <Tabs
          aria-label={t('exam.bank.banks')}
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            if (key === 'platform') setPlatformOpened(true);
          }}
          items={[
            { key: 'college', label: t('exam.bank.collegeTab'), content: <QuestionBankPanel bank="college" mode="edit" refreshSignal={copies} /> },
            // Mounted on the first visit (then kept, with its filters): the platform bank is not loaded until asked for.
            { key: 'platform', label: t('exam.bank.platformTab'), content: platformOpened ? <QuestionBankPanel bank="platform" mode="copy" onCopied={() => setCopies((n) => n + 1)} /> : null },
          ]}
        />
      </Card>
    </>
  );
}
