import type { Locale } from '@finedu/ui';
import { zhCN, type MessageId } from './zh-CN';
import { enUS } from './en-US';

export type { MessageId };

/** The base catalogs; feature catalogs join them when their pages load (`registerMessages`). */
const CATALOGS: Record<Locale, Record<string, string>> = { 'zh-CN': { ...zhCN }, 'en-US': { ...enUS } };

export const messagesFor = (locale: Locale): Record<MessageId, string> => CATALOGS[locale] as Record<MessageId, string>;

/**
 * Add a feature's messages to both catalogs. The catalogs are the objects the IntlProvider holds, so a page
 * whose chunk registered its messages before rendering finds them (router/page.ts loads both together).
 */
export function registerMessages(catalogs: Record<Locale, Record<string, string>>): void {
  for (const locale of Object.keys(catalogs) as Locale[]) Object.assign(CATALOGS[locale], catalogs[locale]);
}
