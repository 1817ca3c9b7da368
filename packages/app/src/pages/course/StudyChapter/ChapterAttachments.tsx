import { useState } from 'react';
import styled from 'styled-components';
import { routePath, type ChapterDetail, type ChapterResource } from '@finedu/domain';
import { Button, Card, ResourcePreview, formatFileSize } from '@finedu/ui';
import { Link, useLocation } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { openedFrom } from '../../../layouts/menu';
import { useT } from '../../../i18n/useT';
import { useResourcePreviewLabels } from '../shared/useCourseLabels';
import { useFreshStorageUrl } from '../shared/useFreshStorageUrl';
import { useResourceTable } from '../shared/useResourceTable';
import { useResourceText } from '../shared/useResourceText';
import { ChapterBlockLabs } from './ChapterBlockLabs';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ui-space-3); padding: var(--ui-space-2) 0; border-bottom: 1px solid var(--ui-color-border); }
  li:last-child { border-bottom: 0; }
  a { color: var(--ui-color-primary); }
  small { color: var(--ui-color-text-secondary); font-variant-numeric: tabular-nums; }
`;

const Grow = styled.span`
  flex: 1;
  min-width: 0;
`;

function Preview({ resource, chapterId }: { resource: ChapterResource; chapterId: number }) {
  const t = useT();
  const labels = useResourcePreviewLabels();
  // The chapter's links expire minutes after it loaded: a preview opened later renews its link first.
  const url = useFreshStorageUrl(resource.url);
  const text = useResourceText(resource.kind, url, t('resource.textFailed'));
  const table = useResourceTable(resource.kind, resource.id, t('resource.textFailed'), chapterId);
  if (url === undefined) return null;
  return (
    <ResourcePreview
      kind={resource.kind}
      url={url}
      title={resource.title}
      filename={resource.filename}
      size={resource.size}
      text={text.text}
      table={table.table}
      textError={text.error ?? table.error}
      onRetry={resource.kind === 'table' ? table.retry : text.retry}
      labels={labels}
    />
  );
}

/** The chapter's resources (preview in place, download), linked cases, blockchain labs and exams. */
export function ChapterAttachments({ chapter }: { chapter: ChapterDetail }) {
  const t = useT();
  const location = useLocation();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const shown = chapter.resources.find((resource) => resource.id === previewing);
  if (chapter.resources.length === 0 && chapter.cases.length === 0 && chapter.block_cases.length === 0 && chapter.exams.length === 0) return null;
  return (
    <>
      {chapter.resources.length > 0 && (
        <Card title={t('study.resources')}>
          <Items aria-label={t('study.resources')}>
            {chapter.resources.map((resource) => (
              <li key={resource.id}>
                <Grow>{resource.title}</Grow>
                <small>
                  {t(`resource.type.${resource.type}` as MessageId)} · {formatFileSize(resource.size)}
                </small>
                <Button size="small" variant={previewing === resource.id ? 'primary' : 'default'} aria-pressed={previewing === resource.id} onClick={() => setPreviewing(previewing === resource.id ? null : resource.id)}>
                  {t('resource.preview')}
                </Button>
                <a href={resource.url} download={resource.filename} target="_blank" rel="noopener noreferrer">
                  {t('resource.download')}
                </a>
              </li>
            ))}
          </Items>
          {shown && <Preview key={shown.id} resource={shown} chapterId={chapter.id} />}
        </Card>
      )}
      {chapter.cases.length > 0 && (
        <Card title={t('study.cases')}>
          <Items aria-label={t('study.cases')}>
            {chapter.cases.map((item) => (
              <li key={item.id}>
                <Grow>{item.title}</Grow>
                <Link to={routePath('StudyDetail', { id: item.id })} state={openedFrom(location.pathname)}>
                  {t('study.openCase')}
                </Link>
              </li>
            ))}
          </Items>
        </Card>
      )}
      <ChapterBlockLabs blockCases={chapter.block_cases} />
      {chapter.exams.length > 0 && (
        <Card title={t('study.exams')}>
          <Items aria-label={t('study.exams')}>
            {chapter.exams.map((item) => (
              <li key={item.id}>
                <Grow>{item.title}</Grow>
                <Link to={routePath('ExamTake', { id: item.id })}>{t('study.openExam')}</Link>
              </li>
            ))}
          </Items>
        </Card>
      )}
    </>
  );
}
