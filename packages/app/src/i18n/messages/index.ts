import type { Locale } from '@finedu/ui';
import { zhCN, type MessageId } from './zh-CN';

export type { MessageId };

type Catalog = Record<string, string>;
/** How one locale's part of a catalog loads (a chunk of its own). */
export type CatalogLoaders = Partial<Record<Locale, () => Promise<Catalog>>>;

/**
 * The catalogs the IntlProvider holds, one object per locale: parts join them as they load, so a page whose chunk
 * loaded its messages before rendering finds them. zh-CN's base catalog is in the first chunk (the default locale);
 * every other part (en-US's base, each feature in each locale) is a chunk of its own, loaded for the locale in use.
 */
const CATALOGS: Record<Locale, Catalog> = { 'zh-CN': { ...zhCN }, 'en-US': {} };

/** Every part asked for so far, by name ('base' and each feature's). */
const PARTS = new Map<string, CatalogLoaders>([['base', { 'en-US': () => import('./en-US').then((module) => module.enUS) }]]);
/** Each part's load per locale (`name|locale`), once. */
const LOADS = new Map<string, Promise<void>>([['base|zh-CN', Promise.resolve()]]);

/** The locale on screen, and the one being prepared (its parts load too, so a switch never misses a page's). */
let active: Locale = 'zh-CN';
let preparing: Locale | undefined;

export const messagesFor = (locale: Locale): Record<MessageId, string> => CATALOGS[locale] as Record<MessageId, string>;

function loadPart(name: string, locale: Locale): Promise<void> {
  const key = `${name}|${locale}`;
  let load = LOADS.get(key);
  if (!load) {
    const loader = PARTS.get(name)?.[locale];
    if (!loader) throw new Error(`messages: no ${locale} catalog for "${name}"`);
    load = loader().then((messages) => {
      Object.assign(CATALOGS[locale], messages);
    });
    // A failed chunk (network) is tried again by the next page that needs it.
    load.catch(() => LOADS.delete(key));
    LOADS.set(key, load);
  }
  return load;
}

/** A feature's messages, in the locale on screen (and in the one being switched to). */
export function loadMessages(name: string, loaders: CatalogLoaders): Promise<void> {
  if (!PARTS.has(name)) PARTS.set(name, loaders);
  const locales = preparing && preparing !== active ? [active, preparing] : [active];
  return Promise.all(locales.map((locale) => loadPart(name, locale))).then(() => undefined);
}

/**
 * Loads every part asked for so far in `locale` (its base catalog and the features already on screen), then makes
 * it the locale that later parts load in. The locale switch waits for it, so the page never shows message ids.
 */
export async function prepareLocale(locale: Locale): Promise<void> {
  preparing = locale;
  try {
    // Parts asked for while these load are loaded in `locale` by loadMessages (`preparing`).
    await Promise.all([...PARTS.keys()].map((name) => loadPart(name, locale)));
    active = locale;
  } finally {
    if (preparing === locale) preparing = undefined;
  }
}

/**
 * The locale a LocaleProvider starts in: later parts load in it. main.tsx prepares it before the first render; tests
 * register its catalogs (registerMessages) instead.
 */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}

/**
 * Adds a part's messages at once, already loaded (tests render pages outside the router, in either locale, without
 * waiting for chunks).
 */
export function registerMessages(name: string, catalogs: Partial<Record<Locale, Catalog>>): void {
  const loaders: CatalogLoaders = {};
  for (const locale of Object.keys(catalogs) as Locale[]) {
    const messages = catalogs[locale] ?? {};
    Object.assign(CATALOGS[locale], messages);
    LOADS.set(`${name}|${locale}`, Promise.resolve());
    loaders[locale] = () => Promise.resolve(messages);
  }
  PARTS.set(name, { ...PARTS.get(name), ...loaders });
}
