import styled from 'styled-components';

// The bar on top of the standalone pages (the public Home, the device check): the product's name, a few links and
// the language switch, lined up with a 1200 px wide, centred content.

export const SiteHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-4);
  min-height: var(--ui-layout-header-height);
  /* Lined up with the hero and the sections (1200 px wide, centred). */
  padding: 0 max(var(--ui-space-5), calc((100% - 1200px) / 2 + var(--ui-space-5)));
  background: var(--ui-color-surface);
  border-bottom: 1px solid var(--ui-color-border);
  @media (max-width: 600px) {
    padding: 0 var(--ui-space-3);
  }
`;

export const Brand = styled.a`
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const SiteNav = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  ul {
    display: flex;
    gap: var(--ui-space-4);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: var(--ui-color-text-secondary);
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: var(--ui-color-primary);
  }
  /* On a phone the sections follow each other right below: the anchors would only crowd the bar. */
  @media (max-width: 720px) {
    ul {
      display: none;
    }
  }
`;
