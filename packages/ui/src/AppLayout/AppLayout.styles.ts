import styled from 'styled-components';

export const AppLayoutRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: var(--ui-color-page);
`;

export const AppLayoutSkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: var(--ui-space-4);
  z-index: var(--ui-z-toast);
  padding: var(--ui-space-2) var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-primary);
  color: var(--ui-color-on-primary);

  &:focus { top: var(--ui-space-2); }
`;

export const AppLayoutHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--ui-z-header);
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  height: var(--ui-layout-header-height);
  padding: 0 var(--ui-space-5) 0 var(--ui-space-3);
  border-bottom: 1px solid var(--ui-color-border);
  background: var(--ui-color-surface);

  @media (max-width: 767px) { gap: var(--ui-space-2); padding: 0 var(--ui-space-3); }
`;

export const AppLayoutToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-color-text-secondary);
  cursor: pointer;

  &:hover { background: var(--ui-color-surface-hover); color: var(--ui-color-text); }
`;

export const AppLayoutBrand = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  flex-shrink: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
  white-space: nowrap;
`;

export const AppLayoutCrumbs = styled.div`
  flex: 1;
  min-width: 0;
  padding-left: var(--ui-space-4);
  border-left: 1px solid var(--ui-color-border);

  /* A phone's header has room for the product, the locale and the user only; the page's title says where it is. */
  @media (max-width: 767px) { display: none; }
`;

export const AppLayoutHeaderExtra = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  margin-left: auto;

  @media (max-width: 767px) { gap: var(--ui-space-2); }
`;

export const AppLayoutBody = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

export const AppLayoutSider = styled.nav`
  position: sticky;
  top: var(--ui-layout-header-height);
  flex-shrink: 0;
  width: var(--ui-layout-sider-width);
  height: calc(100vh - var(--ui-layout-header-height));
  overflow-x: hidden;
  overflow-y: auto;
  background: var(--ui-color-sider-bg);
  transition: width var(--ui-motion-duration) var(--ui-motion-easing);

  &[data-collapsed='true'] { width: var(--ui-layout-sider-collapsed-width); }

  /* A phone: a drawer over the page, under the header (the header's button stays in reach to close it). */
  &[data-drawer] {
    position: fixed;
    left: 0;
    z-index: calc(var(--ui-z-header) - 1);
    width: min(280px, 82vw);
    box-shadow: var(--ui-shadow-popover);
  }
  &[data-drawer][hidden] { display: none; }
`;

/** The dimmed page behind the phone's open drawer; a click closes it. */
export const AppLayoutBackdrop = styled.button`
  position: fixed;
  inset: var(--ui-layout-header-height) 0 0 0;
  z-index: calc(var(--ui-z-header) - 2);
  border: 0;
  padding: 0;
  background: rgb(0 0 0 / 45%);
  cursor: pointer;
`;

export const AppLayoutMain = styled.main`
  flex: 1;
  min-width: 0;
  padding: var(--ui-space-5);

  @media (max-width: 767px) { padding: var(--ui-space-3); }

  &:focus { outline: none; }
`;
