import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLocaleSwitch } from '../../../components/AppLocaleSwitch';
import { useT } from '../../../i18n/useT';

const Page = styled.div`
  min-height: 100vh;
  background: var(--ui-color-page);
  overflow-x: hidden;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2) var(--ui-space-4);
  min-height: 56px;
  padding: var(--ui-space-2) var(--ui-space-5);
  background: var(--ui-color-surface);
  border-bottom: 1px solid var(--ui-color-border);
  strong {
    font-size: 16px;
  }
  @media (max-width: 480px) {
    padding: var(--ui-space-2) var(--ui-space-3);
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
`;

const Main = styled.main`
  display: grid;
  gap: var(--ui-space-4);
  max-width: 1200px;
  margin: 0 auto;
  padding: var(--ui-space-5);
  min-width: 0;
  @media (max-width: 480px) {
    padding: var(--ui-space-3);
  }
`;

/** The competition site's own frame (the public site and CompetitionHome): no admin chrome, the locale switch, links. */
export function CompetitionSiteFrame({ tools, children }: { tools?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <Page>
      <Header>
        <strong>{t('competition.site.name')}</strong>
        <Tools>
          {tools}
          <AppLocaleSwitch />
        </Tools>
      </Header>
      <Main>{children}</Main>
    </Page>
  );
}
