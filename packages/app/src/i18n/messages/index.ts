import type { Locale } from '@finedu/ui';
import { zhCN, type MessageId } from './zh-CN';
import { enUS } from './en-US';

export type { MessageId };

const CATALOGS: Record<Locale, Record<MessageId, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export const messagesFor = (locale: Locale): Record<MessageId, string> => CATALOGS[locale];
