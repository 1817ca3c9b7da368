import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useThemeLocale, useThemeScopeId } from '../ThemeProvider/ThemeProvider';

const PortalScope = styled.div`
  display: contents;
`;

/**
 * Renders into document.body but keeps the ThemeProvider's locale and theme scope, so market colours and
 * `lang` stay right inside dialogs and toasts.
 */
export function LocalePortal({ children }: { children: ReactNode }) {
  const locale = useThemeLocale();
  const themeId = useThemeScopeId();
  if (typeof document === 'undefined') return null;
  return createPortal(
    <PortalScope data-ui-locale={locale} data-ui-theme={themeId} lang={locale}>
      {children}
    </PortalScope>,
    document.body,
  );
}
