import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import type { LocalizedMessage } from './errors.js';

export type Locale = 'zh' | 'en';

/** The locales the server answers in, the default first. */
const LOCALES: readonly Locale[] = ['zh', 'en'];

/**
 * The request's locale by `Accept-Language` with its q weights (`en;q=0.5, zh;q=0.9` is Chinese,
 * `fr, en;q=0.4` English); zh-CN when the header is missing or names neither language.
 */
export function localeOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  const preferred = new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] } }).language([...LOCALES]);
  return preferred === 'en' ? 'en' : 'zh';
}

export const pick = (message: LocalizedMessage, locale: Locale): string => message[locale];
