import { useNavigate } from 'react-router-dom';
import { findRoute } from '@finedu/domain';
import { Button, Card, EmptyState, PageHeader } from '@finedu/ui';
import { StandaloneFrame } from '../../components/StandaloneFrame';
import { homePathFor } from '../../components/homePath';
import { useLocale } from '../../i18n/LocaleContext';
import { titleFor } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { useCurrentRouteName } from '../../router/TitleSync';
import { useCurrentUser } from '../../services/ServicesContext';

/**
 * Routes whose features belong to later issues (courses, exams, competitions, cases…): an honest
 * "not available yet", inside the route's layout when it has one.
 */
export default function ComingSoonPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const name = useCurrentRouteName();
  const def = name ? findRoute(name) : undefined;
  const title = def ? titleFor(def.title, locale) : t('app.name');
  const body = (
    <Card data-testid="coming-soon">
      <EmptyState
        title={t('comingSoon.title', { title })}
        description={t('comingSoon.description')}
        action={
          <Button onClick={() => void navigate(homePathFor(user?.role))}>{t('comingSoon.back')}</Button>
        }
      />
    </Card>
  );
  return def?.layout ? (
    <>
      <PageHeader title={title} />
      {body}
    </>
  ) : (
    <StandaloneFrame>{body}</StandaloneFrame>
  );
}
