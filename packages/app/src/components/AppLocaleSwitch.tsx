import { LocaleSwitch } from '@finedu/ui';
import { useLocale } from '../i18n/LocaleContext';
import { useT } from '../i18n/useT';

/** The zh-CN / en-US switch; the choice is remembered (LocaleProvider saves it). */
export function AppLocaleSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return <LocaleSwitch value={locale} onChange={setLocale} optionLabels={{ 'zh-CN': t('locale.zh-CN'), 'en-US': t('locale.en-US') }} label={t('layout.locale')} />;
}
