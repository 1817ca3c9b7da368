import { useState } from 'react';
import { Button, EmptyState, FilterBar, GradebookTable, Select, StateView, gradebookTableLabelsEnUS, useToast, type GradebookStudentRow } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { actionIcon } from '../../../components/actionIcons';
import { useQuery } from '../../../hooks/useQuery';
import { useLocale } from '../../../i18n/LocaleContext';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { AuditModal, ImportColumnModal, ManualColumnModal, OverrideModal, type OverrideTarget } from './GradebookModals';
import { CompetitionItemModal } from './CompetitionItemModal';
import { GradebookSetupModal } from './GradebookSetupModal';
import { Toolbar } from './staffParts';
import { useStaffViewState } from './useStaffViewState';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

/** The course gradebook (issue 34): pick a course (and a class), see and change its book, export it for 教务. */
export function CourseGradebookView() {
  const t = useT();
  const { gradebook } = useServices();
  const courses = useQuery((signal) => gradebook.courses({ signal, silent: true }).then((data) => data.list), [gradebook]);
  const [courseId, setCourseId] = useState('');
  const [classId, setClassId] = useState('');
  const view = useStaffViewState(courses, { emptyTitle: t('gradebook.noCourses'), emptyDescription: t('gradebook.noCoursesHint') }, (data) => data.length === 0);
  const course = (courses.data ?? []).find((c) => String(c.id) === courseId);

  return (
    <StateView state={view.state} {...view.stateMessages}>
      <FilterBar onSubmit={(event) => event.preventDefault()}>
        <Select
          aria-label={t('gradebook.course')}
          data-width="wide"
          placeholder={t('gradebook.pickCourse')}
          value={courseId}
          onChange={(event) => {
            setCourseId(event.target.value);
            setClassId('');
          }}
          options={(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
        />
        {course !== undefined && course.classes.length > 1 && (
          <Select
            aria-label={t('gradebook.class')}
            value={classId}
            onChange={(event) => setClassId(event.target.value)}
            options={[{ value: '', label: t('gradebook.allClasses') }, ...course.classes.map((k) => ({ value: String(k.id), label: k.name }))]}
          />
        )}
      </FilterBar>
      {course === undefined ? (
        <EmptyState title={t('gradebook.pickCourse')} description={t('gradebook.pickCourseHint')} />
      ) : (
        <CourseBook key={`${courseId}-${classId}`} courseId={course.id} classId={classId === '' ? undefined : Number(classId)} />
      )}
    </StateView>
  );
}

type Dialog = { kind: 'setup' } | { kind: 'column' } | { kind: 'competition' } | { kind: 'import' } | { kind: 'audit' } | { kind: 'override'; target: OverrideTarget } | null;

function CourseBook({ courseId, classId }: { courseId: number; classId: number | undefined }) {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const { gradebook } = useServices();
  const loaded = useQuery((signal) => gradebook.course(courseId, classId, { signal, silent: true }), [gradebook, courseId, classId]);
  const view = useStaffViewState(loaded, { emptyTitle: t('gradebook.noItems'), emptyDescription: t('gradebook.noItemsHint') });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exportedAs, setExportedAs] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const book = loaded.data;

  const exportBook = async () => {
    if (!book) return;
    setExporting(true);
    const filename = t('gradebook.exportName', { course: book.course.title });
    try {
      saveBlob(await gradebook.export(courseId, classId, { silent: true }), filename);
      setExportedAs(filename);
    } catch (error) {
      toast.error(t('gradebook.exportFailed', { error: errorText(error, t('common.loadFailed')) }));
    } finally {
      setExporting(false);
    }
  };

  const openCell = (row: GradebookStudentRow, item: string) => {
    if (!book) return;
    const found = book.items.findIndex((i) => i.key === item);
    const cell = found < 0 ? null : row.cells[found];
    const target: OverrideTarget =
      item === 'total'
        ? { row, item, title: t('gradebook.mine.total'), max: 100, current: row.total_overridden ? row.total : null }
        : { row, item, title: book.items[found]?.title ?? item, max: book.items[found]?.max_score ?? 0, current: cell?.override ?? null, manualColumnId: book.items[found]?.kind === 'manual' ? Number(item.split(':')[1]) : undefined, manualScore: cell?.score ?? null };
    setDialog({ kind: 'override', target });
  };

  const done = (message: string) => {
    setDialog(null);
    toast.success(message);
    loaded.reload();
  };

  return (
    <StateView state={view.state} {...view.stateMessages}>
      {book && (
        <>
          <Toolbar>
            {book.editable && <Button onClick={() => setDialog({ kind: 'setup' })}>{t('gradebook.setup')}</Button>}
            {book.editable && <Button onClick={() => setDialog({ kind: 'column' })}>{t('gradebook.addColumn')}</Button>}
            {book.editable && <Button onClick={() => setDialog({ kind: 'import' })}>{t('gradebook.importColumn')}</Button>}
            {book.editable && <Button onClick={() => setDialog({ kind: 'competition' })}>{t('gradebook.competition')}</Button>}
            <Button onClick={() => setDialog({ kind: 'audit' })}>{t('gradebook.audit')}</Button>
            <Button icon={actionIcon('export')} loading={exporting} onClick={() => void exportBook()}>
              {t('gradebook.export')}
            </Button>
          </Toolbar>
          {!book.editable && <Note>{t('gradebook.readOnly')}</Note>}
          <Note>{t('gradebook.aggregationNote')}</Note>
          <GradebookTable
            book={book}
            exportedAs={exportedAs}
            onEdit={book.editable ? openCell : undefined}
            labels={locale === 'en-US' ? gradebookTableLabelsEnUS : undefined}
          />
          {dialog?.kind === 'setup' && <GradebookSetupModal book={book} onClose={() => setDialog(null)} onSaved={() => done(t('gradebook.setup.saved'))} />}
          {dialog?.kind === 'column' && <ManualColumnModal courseId={courseId} onClose={() => setDialog(null)} onSaved={() => done(t('gradebook.column.created'))} />}
          {dialog?.kind === 'import' && <ImportColumnModal book={book} onClose={() => setDialog(null)} onSaved={(count) => done(t('gradebook.import.done', { count }))} />}
          {dialog?.kind === 'competition' && <CompetitionItemModal book={book} onClose={() => setDialog(null)} onChanged={done} />}
          {dialog?.kind === 'audit' && <AuditModal courseId={courseId} book={book} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'override' && <OverrideModal courseId={courseId} target={dialog.target} onClose={() => setDialog(null)} onSaved={() => done(t('gradebook.override.saved'))} />}
        </>
      )}
    </StateView>
  );
}
