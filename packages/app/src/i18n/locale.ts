import type { Locale } from '@finedu/ui';

/** zh-CN by default (spec §9); en-US available. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const SUPPORTED_LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
/** Where the user's choice is remembered. */
export const LOCALE_STORAGE_KEY = 'finedu_locale';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

export function loadLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  try {
    const saved = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function saveLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}

/** Route titles in domain are `{ zh, en }`. */
export const titleFor = (title: { zh: string; en: string }, locale: Locale): string => (locale === 'en-US' ? title.en : title.zh);
