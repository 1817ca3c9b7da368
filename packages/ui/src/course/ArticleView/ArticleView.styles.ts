import styled from 'styled-components';

export const ArticleViewRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
  max-width: 860px;
`;

export const ArticleViewTitle = styled.h1`
  margin: 0;
  font-size: var(--ui-font-size-h2);
  font-weight: var(--ui-font-weight-bold);
  line-height: 1.4;
`;

export const ArticleViewMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const ArticleViewBadge = styled.span`
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-danger-subtle);
  color: var(--ui-color-danger-active);

  &[data-badge='draft'] { background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
`;

export const ArticleViewCover = styled.img`
  display: block;
  width: 100%;
  max-height: 360px;
  object-fit: cover;
  border-radius: var(--ui-radius-lg);
`;

export const ArticleViewSummary = styled.p`
  margin: 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-left: 3px solid var(--ui-color-primary);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text-secondary);
`;

export const ArticleViewContent = styled.div`
  line-height: 1.8;
  overflow-wrap: anywhere;

  img { max-width: 100%; height: auto; }
  h2, h3 { margin: var(--ui-space-5) 0 var(--ui-space-2); }
  a { color: var(--ui-color-primary); }
  table { border-collapse: collapse; }
  td, th { border: 1px solid var(--ui-color-border); padding: var(--ui-space-1) var(--ui-space-2); }
  blockquote { margin: 0; padding-left: var(--ui-space-4); border-left: 3px solid var(--ui-color-border-strong); color: var(--ui-color-text-secondary); }
`;
