import { useState } from 'react';
import styled from 'styled-components';
import type { ChapterNode, CourseDetail } from '@finedu/domain';
import { Button, Card, ChapterTree, EmptyState, FormAlert, TextInput, useToast } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { flattenChapters, toTreeNodes } from '../shared/chapters';
import { useChapterTreeLabels } from '../shared/useCourseLabels';
import { ChapterEditor } from './ChapterEditor';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  gap: var(--ui-space-5);
  align-items: start;
  @media (max-width: 1000px) { grid-template-columns: minmax(0, 1fr); }
`;

const NewChapter = styled.form`
  display: flex;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-4);
  & > div { flex: 1; }
`;

/** The order of one level after a reorder, for an optimistic update. */
function withOrder(chapters: readonly ChapterNode[], parentId: number | null, ids: readonly number[]): ChapterNode[] {
  const sort = (nodes: readonly ChapterNode[]) => [...nodes].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (parentId === null) return sort(chapters);
  return chapters.map((chapter) => (chapter.id === parentId ? { ...chapter, children: sort(chapter.children) } : chapter));
}

/** The chapter tree (add, reorder by drag or buttons) beside the selected chapter's editor. */
export function ChaptersTab({ course, onChanged }: { course: CourseDetail; onChanged: () => void }) {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const treeLabels = useChapterTreeLabels();
  const [tree, setTree] = useState<ChapterNode[]>(course.chapters);
  const [selected, setSelected] = useState<number | null>(course.chapters[0]?.id ?? null);
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState('');
  const [adding, setAdding] = useState(false);
  const selectedNode = flattenChapters(tree).find((chapter) => chapter.id === selected);
  // A new item goes under the selected chapter (a section) or at the top level.
  const parentForNew = selectedNode ? (selectedNode.parent_id ?? selectedNode.id) : null;

  const add = async (asSection: boolean) => {
    setFailure('');
    if (title.trim() === '') return setFailure(t('validation.required', { field: t('chapter.field.title') }));
    setAdding(true);
    try {
      const created = await courses.createChapter(course.id, { title: title.trim(), parent_id: asSection ? parentForNew : null }, { silent: true });
      setTree(await courses.chapters(course.id, { silent: true }));
      setSelected(created.id);
      setTitle('');
      onChanged();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setAdding(false);
    }
  };

  const reorder = async (parentId: number | null, ids: number[]) => {
    const before = tree;
    setTree(withOrder(tree, parentId, ids));
    try {
      setTree(await courses.reorderChapters(course.id, { parent_id: parentId, ids }, { silent: true }));
    } catch (error) {
      setTree(before);
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  return (
    <Layout>
      <Card title={t('chapter.tree')} padding="compact">
        {tree.length === 0 ? (
          <EmptyState title={t('chapter.emptyTitle')} description={course.editable ? t('chapter.emptyHint') : undefined} />
        ) : (
          <ChapterTree
            items={toTreeNodes(tree)}
            mode={course.editable ? 'edit' : 'read'}
            currentId={selected ?? undefined}
            onSelect={(id) => setSelected(Number(id))}
            onReorder={(parentId, ids) => void reorder(parentId === null ? null : Number(parentId), ids.map(Number))}
            labels={treeLabels}
          />
        )}
        {course.editable && (
          <NewChapter
            onSubmit={(event) => {
              event.preventDefault();
              void add(false);
            }}
          >
            <TextInput aria-label={t('chapter.newTitle')} placeholder={t('chapter.newTitle')} value={title} onChange={(event) => setTitle(event.target.value)} />
            <Button type="submit" loading={adding}>
              {t('chapter.addChapter')}
            </Button>
            <Button disabled={parentForNew === null || adding} onClick={() => void add(true)}>
              {t('chapter.addSection')}
            </Button>
          </NewChapter>
        )}
        <FormAlert>{failure}</FormAlert>
      </Card>
      {selected === null ? (
        <Card>
          <EmptyState title={t('chapter.pick')} />
        </Card>
      ) : (
        <ChapterEditor
          key={selected}
          chapterId={selected}
          editable={course.editable}
          onChanged={() => void courses.chapters(course.id, { silent: true }).then(setTree, () => undefined)}
          onDeleted={() => {
            setSelected(null);
            void courses.chapters(course.id, { silent: true }).then(setTree, () => undefined);
            onChanged();
          }}
        />
      )}
    </Layout>
  );
}
