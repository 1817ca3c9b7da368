import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routePath, type Bank, type Paper } from '@finedu/domain';
import { Card, DataTableActions, ListPage, PageHeader, Tabs, useToast, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { ExamFormModal } from './ExamFormModal';
import { Numeric } from './staffParts';
import { useCollegeClasses } from './useCollegeClasses';

/** ExamPaper (/edu/examine/paper): the papers an exam can use (the college's and the platform's), each one step from a new exam. */
export default function ExamPaperPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const services = useServices();
  const classes = useCollegeClasses();
  const [bank, setBank] = useState<Bank>('college');
  const page = useListPage<{ bank: Bank; keyword?: string }, Paper>({
    load: (query, signal) => services.exam.listPapers(query, { signal, silent: true }),
    initialFilters: { bank: 'college' },
    empty: { emptyTitle: t('exam.staff.papers.emptyTitle'), emptyDescription: t(bank === 'college' ? 'exam.staff.papers.emptyCollege' : 'exam.staff.papers.emptyPlatform') },
    noMatch: { emptyTitle: t('exam.staff.papers.noMatch') },
    // The bank is the tab, not a filter the user set.
    isFiltered: (filters) => Boolean(filters.keyword),
    deniedContact: t('guard.deniedContactEdu'),
  });
  const [creatingFrom, setCreatingFrom] = useState<Paper | null>(null);

  const columns: DataTableColumn<Paper>[] = [
    { key: 'title', title: t('exam.staff.papers.field.title'), ellipsis: 320, render: (row) => row.title },
    { key: 'question_count', title: t('exam.staff.papers.field.questions'), kind: 'number', render: (row) => row.question_count },
    { key: 'total_score', title: t('exam.staff.papers.field.total'), kind: 'number', render: (row) => row.total_score },
    { key: 'duration_minutes', title: t('exam.staff.field.duration_minutes'), kind: 'number', render: (row) => t('exam.staff.minutes', { minutes: row.duration_minutes }) },
    { key: 'author_name', title: t('exam.staff.papers.field.author'), ellipsis: 120, render: (row) => row.author_name ?? t('common.none') },
    { key: 'updated_at', title: t('exam.staff.papers.field.updated'), kind: 'time', render: (row) => <Numeric>{formatDateTime(row.updated_at)}</Numeric> },
  ];

  const papers = (
    <ListPage<Paper>
      {...page.props}
      variant="panel"
      search={{ placeholder: t('exam.staff.papers.searchPlaceholder'), defaultKeyword: page.filters.keyword, onSearch: (keyword) => page.setFilters({ bank, keyword }) }}
      table={{
        ...page.table,
        'aria-label': t('exam.staff.papers.title'),
        columns,
        rowActions: (row) => (
          <DataTableActions actions={[{ key: 'createFrom', label: t('exam.staff.papers.createFrom'), ariaLabel: t('exam.staff.papers.createFromNamed', { title: row.title }), onClick: () => setCreatingFrom(row) }]} />
        ),
      }}
    />
  );

  return (
    <>
      <PageHeader title={t('exam.staff.papers.title')} description={t('exam.staff.papers.description')} />
      <Card>
        <Tabs
          aria-label={t('exam.staff.papers.bank')}
          activeKey={bank}
          onChange={(key) => {
            setBank(key as Bank);
            page.setFilters({ bank: key as Bank, keyword: page.filters.keyword });
          }}
          items={(['college', 'platform'] as const).map((item) => ({ key: item, label: t(`exam.staff.papers.bank.${item}`), content: item === bank ? papers : undefined }))}
        />
      </Card>
      {creatingFrom && (
        <ExamFormModal
          exam={null}
          paper={creatingFrom}
          classes={classes.data ?? []}
          onClose={() => setCreatingFrom(null)}
          onSaved={(exam) => {
            toast.success(t('exam.staff.created'));
            setCreatingFrom(null);
            void navigate(routePath('ExamBase', { id: exam.id }));
          }}
        />
      )}
    </>
  );
}
