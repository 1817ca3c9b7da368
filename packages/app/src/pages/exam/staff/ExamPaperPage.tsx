import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { routePath, type Bank, type Paper } from '@finedu/domain';
import { Button, Card, DataTable, PageHeader, Tabs, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useStaffViewState } from './useStaffViewState';
import { useDataTableLabels, usePagination } from '../../../components/usePagination';
import { usePagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ExamFormModal } from './ExamFormModal';
import { ExamFilterBar, Numeric } from './staffParts';
import { useCollegeClasses } from './useCollegeClasses';

/** ExamPaper (/edu/examine/paper): the papers an exam can use (the college's and the platform's), each one step from a new exam. */
export default function ExamPaperPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const services = useServices();
  const classes = useCollegeClasses();
  const list = usePagedList<{ bank: Bank; keyword?: string }, Paper>((query, signal) => services.exam.listPapers(query, { signal, silent: true }), { bank: 'college' });
  const [keyword, setKeyword] = useState('');
  const [creatingFrom, setCreatingFrom] = useState<Paper | null>(null);
  const view = useStaffViewState(
    list.query,
    list.filters.keyword
      ? { emptyTitle: t('exam.staff.papers.noMatch') }
      : { emptyTitle: t('exam.staff.papers.emptyTitle'), emptyDescription: t(list.filters.bank === 'college' ? 'exam.staff.papers.emptyCollege' : 'exam.staff.papers.emptyPlatform') },
    (data) => data.list.length === 0,
  );
  const pagination = usePagination(list);
  const tableLabels = useDataTableLabels();

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ ...list.filters, keyword: keyword.trim() || undefined });
  };

  const columns: DataTableColumn<Paper>[] = [
    { key: 'title', title: t('exam.staff.papers.field.title'), render: (row) => row.title },
    { key: 'question_count', title: t('exam.staff.papers.field.questions'), align: 'right', render: (row) => row.question_count },
    { key: 'total_score', title: t('exam.staff.papers.field.total'), align: 'right', render: (row) => row.total_score },
    { key: 'duration_minutes', title: t('exam.staff.field.duration_minutes'), align: 'right', render: (row) => t('exam.staff.minutes', { minutes: row.duration_minutes }) },
    { key: 'author_name', title: t('exam.staff.papers.field.author'), render: (row) => row.author_name ?? t('common.none') },
    { key: 'updated_at', title: t('exam.staff.papers.field.updated'), render: (row) => <Numeric>{formatDateTime(row.updated_at)}</Numeric> },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Button size="small" variant="link" onClick={() => setCreatingFrom(row)} aria-label={t('exam.staff.papers.createFromNamed', { title: row.title })}>
          {t('exam.staff.papers.createFrom')}
        </Button>
      ),
    },
  ];

  const table = (
    <>
      <ExamFilterBar role="search" onSubmit={search}>
        <TextInput type="search" aria-label={t('common.search')} placeholder={t('exam.staff.papers.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        <Button type="submit">{t('common.search')}</Button>
      </ExamFilterBar>
      <DataTable<Paper> aria-label={t('exam.staff.papers.title')} columns={columns} rows={list.query.data?.list ?? []} rowKey={(row) => String(row.id)} pagination={pagination} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
    </>
  );

  return (
    <>
      <PageHeader title={t('exam.staff.papers.title')} description={t('exam.staff.papers.description')} />
      <Card>
        <Tabs
          aria-label={t('exam.staff.papers.bank')}
          activeKey={list.filters.bank}
          onChange={(key) => list.setFilters({ bank: key as Bank, keyword: list.filters.keyword })}
          items={(['college', 'platform'] as const).map((bank) => ({ key: bank, label: t(`exam.staff.papers.bank.${bank}`), content: bank === list.filters.bank ? table : undefined }))}
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
            navigate(routePath('ExamBase', { id: exam.id }));
          }}
        />
      )}
    </>
  );
}
