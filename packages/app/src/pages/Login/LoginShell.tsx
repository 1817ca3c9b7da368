import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLocaleSwitch } from '../../components/AppLocaleSwitch';
import { useT } from '../../i18n/useT';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: var(--ui-space-5);
  box-sizing: border-box;
  background: linear-gradient(160deg, var(--ui-color-sider-bg) 0%, var(--ui-color-primary-active) 55%, var(--ui-color-page) 55%);
`;

const TopBar = styled.div`
  position: absolute;
  top: var(--ui-space-4);
  right: var(--ui-space-5);
`;

const Panel = styled.main`
  width: 100%;
  max-width: 400px;
  padding: var(--ui-space-6);
  box-sizing: border-box;
  background: var(--ui-color-surface);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-modal);
`;

const Brand = styled.p`
  margin: 0 0 var(--ui-space-1);
  color: var(--ui-color-primary);
  font-weight: var(--ui-font-weight-bold);
  font-size: var(--ui-font-size-h4);
`;

const Title = styled.h1`
  margin: 0 0 var(--ui-space-1);
  font-size: var(--ui-font-size-h2);
  font-weight: var(--ui-font-weight-bold);
`;

const Subtitle = styled.p`
  margin: 0 0 var(--ui-space-5);
  color: var(--ui-color-text-secondary);
`;

const Footer = styled.div`
  margin-top: var(--ui-space-4);
  text-align: center;
`;

export interface LoginShellProps {
  title: string;
  subtitle: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The sign-in pages' frame: product name, locale switch, one card. */
export function LoginShell({ title, subtitle, children, footer }: LoginShellProps) {
  const t = useT();
  return (
    <Page>
      <TopBar>
        <AppLocaleSwitch />
      </TopBar>
      <Panel>
        <Brand>{t('app.name')}</Brand>
        <Title>{title}</Title>
        <Subtitle>{subtitle}</Subtitle>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Page>
  );
}
