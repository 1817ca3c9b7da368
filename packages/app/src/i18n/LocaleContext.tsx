import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@finedu/ui';
import { messagesFor, prepareLocale, setActiveLocale } from './messages';
import { DEFAULT_LOCALE, saveLocale } from './locale';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: () => undefined });

export interface LocaleProviderProps {
  initialLocale: Locale;
  /** Told about every change (the http client reads the locale for Accept-Language). */
  onChange?: (locale: Locale) => void;
  children?: ReactNode;
}

/** react-intl with the app's catalogs; the chosen locale is remembered in localStorage. Switching waits for its catalogs. */
export function LocaleProvider({ initialLocale, onChange, children }: LocaleProviderProps) {
  const [locale, setState] = useState<Locale>(() => {
    setActiveLocale(initialLocale);
    return initialLocale;
  });
  const setLocale = useCallback(
    (next: Locale) => {
      // The other locale's catalogs are chunks of their own: switch once they are here (a failed load keeps the
      // current locale; the switch can be tried again).
      prepareLocale(next).then(
        () => {
          saveLocale(next);
          onChange?.(next);
          setState(next);
        },
        () => undefined,
      );
    },
    [onChange],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = (): LocaleState => useContext(LocaleContext);
