import styled from 'styled-components';
import { routePath } from '@finedu/domain';
import { Card, StateView } from '@finedu/ui';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const NewsList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; flex-direction: column; gap: var(--ui-space-1); padding: var(--ui-space-3) 0; border-bottom: 1px solid var(--ui-color-border); }
  li:last-child { border-bottom: 0; }
  a { color: var(--ui-color-text); font-weight: var(--ui-font-weight-medium); text-decoration: none; }
  a:hover { color: var(--ui-color-primary); }
  p { margin: 0; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
  time { color: var(--ui-color-text-placeholder); font-size: var(--ui-font-size-sm); font-variant-numeric: tabular-nums; }
`;

const Pin = styled.span`
  margin-right: var(--ui-space-2);
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-danger-subtle);
  color: var(--ui-color-danger-active);
  font-size: var(--ui-font-size-sm);
`;

/** Published news (pinned first) on the college home: everyone sees it on the Courses page. */
export function NewsPanel() {
  const t = useT();
  const { courses } = useServices();
  const news = useQuery((signal) => courses.publishedArticles({ page: 1, page_size: 6 }, { signal, silent: true }), []);
  const view = useViewState(news, { emptyTitle: t('news.empty') }, (data) => data.list.length === 0);
  return (
    <Card title={t('news.title')} aria-live="polite">
      <StateView state={view.state} {...view.stateMessages}>
        <NewsList aria-label={t('news.title')}>
          {(news.data?.list ?? []).map((article) => (
            <li key={article.id}>
              <span>
                {article.pinned && <Pin>{t('article.pinned')}</Pin>}
                <Link to={routePath('AdPreview', { id: article.id })}>{article.title}</Link>
              </span>
              {article.summary !== '' && <p>{article.summary}</p>}
              <time dateTime={article.publish_at ?? undefined}>{formatDateTime(article.publish_at)}</time>
            </li>
          ))}
        </NewsList>
      </StateView>
    </Card>
  );
}
