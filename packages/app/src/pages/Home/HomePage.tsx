import { useHref, useNavigate } from 'react-router-dom';
import { routePath } from '@finedu/domain';
import { Button } from '@finedu/ui';
import { AppLocaleSwitch } from '../../components/AppLocaleSwitch';
import { homePathFor } from '../../components/homePath';
import { useVisitorOrUser } from '../../hooks/useVisitorOrUser';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { Brand, SiteHeader, SiteNav } from '../../components/SiteHeader';
import { Footer, Hero, HeroActions, HeroInner, HomeRoot, Main, SkipLink } from './Home.styles';
import { CompetitionsSection, CoursesSection, NewsSection } from './HomeSections';

const MAIN_ID = 'home-main';

/**
 * Home (/home, free route): the platform's front page for visitors and signed-in users alike (issue 12). A hero with
 * the product name and the way in (sign in, or the user's own area by role), then the published news, the public
 * competitions and the course catalogue — one call, each section with its own loading, empty and error state.
 */
export default function HomePage() {
  const t = useT();
  const navigate = useNavigate();
  const { home } = useServices();
  const { user, loading } = useVisitorOrUser();
  const data = useQuery((signal) => home.load({ signal, silent: true }), [home]);
  const self = useHref(routePath('Home'));
  const name = t('app.name');

  return (
    <HomeRoot>
      <SkipLink href={`#${MAIN_ID}`}>{t('home.skipToContent')}</SkipLink>
      <SiteHeader>
        <Brand href={self}>{name}</Brand>
        <SiteNav aria-label={t('home.siteNav')}>
          <ul>
            <li>
              <a href="#news">{t('home.nav.news')}</a>
            </li>
            <li>
              <a href="#competitions">{t('home.nav.competitions')}</a>
            </li>
            <li>
              <a href="#courses">{t('home.nav.courses')}</a>
            </li>
          </ul>
          <AppLocaleSwitch />
        </SiteNav>
      </SiteHeader>

      <Hero aria-labelledby="home-title">
        <HeroInner>
          <h1 id="home-title">{name}</h1>
          <p>{t('home.hero.lead')}</p>
          <HeroActions>
            {loading ? (
              <Button variant="primary" size="large" loading>
                {t('common.loading')}
              </Button>
            ) : user ? (
              <>
                <Button variant="primary" size="large" onClick={() => void navigate(homePathFor(user.role))}>
                  {t('home.enter')}
                </Button>
                <small>{t('home.welcome', { name: user.name || user.username })}</small>
              </>
            ) : (
              <>
                <Button variant="primary" size="large" onClick={() => void navigate(routePath('Login'))}>
                  {t('home.signIn')}
                </Button>
                <small>{t('home.hero.visitorHint')}</small>
              </>
            )}
          </HeroActions>
        </HeroInner>
      </Hero>

      <Main id={MAIN_ID} tabIndex={-1}>
        <NewsSection query={data} />
        <CompetitionsSection query={data} />
        <CoursesSection query={data} />
      </Main>

      <Footer>{t('home.footer', { year: new Date().getFullYear(), name })}</Footer>
    </HomeRoot>
  );
}
