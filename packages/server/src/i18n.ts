import type { FastifyRequest } from 'fastify';
import type { LocalizedMessage } from './errors.js';

export type Locale = 'zh' | 'en';

/** zh-CN unless the request prefers English (`Accept-Language: en…` before any zh). */
export function localeOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'zh';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

export const pick = (message: LocalizedMessage, locale: Locale): string => message[locale];
