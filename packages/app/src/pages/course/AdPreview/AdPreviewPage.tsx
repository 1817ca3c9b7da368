import styled from 'styled-components';
import { ArticleView, StateView } from '@finedu/ui';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { parseId } from '../shared/chapters';
import { useArticleViewLabels } from '../shared/useCourseLabels';

const Page = styled.main`
  min-height: 100vh;
  box-sizing: border-box;
  padding: var(--ui-space-6) var(--ui-space-4);
  background: var(--ui-color-page);
`;

const Sheet = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: var(--ui-space-6);
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
`;

/** AdPreview (/ad/preview/:id): an article or announcement anyone may open (free route, no layout). */
export default function AdPreviewPage() {
  const t = useT();
  const { courses } = useServices();
  const id = parseId(useParams().id);
  const labels = useArticleViewLabels();
  const article = useQuery((signal) => (id === null ? Promise.reject(new Error(t('article.notFound'))) : courses.previewArticle(id, { signal, silent: true })), [id]);
  const view = useViewState(article, {}, () => false);
  const data = article.data;
  return (
    <Page>
      <Sheet>
        <StateView state={view.state} {...view.stateMessages}>
          {data && (
            <ArticleView
              title={data.title}
              content={data.content}
              format={data.format}
              cover={data.cover || undefined}
              summary={data.summary || undefined}
              publishedAt={data.publish_at ? formatDateTime(data.publish_at) : undefined}
              author={data.author_name || undefined}
              pinned={data.pinned}
              draft={data.status !== 'published'}
              labels={labels}
            />
          )}
        </StateView>
      </Sheet>
    </Page>
  );
}
