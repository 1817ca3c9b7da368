/**
 * Turns the app's locale names (`zhCN`, `enUS`, `zh_CN`, `zh-cn`) into an `Accept-Language` tag
 * (`zh-CN`, `en-US`). Anything else passes through unchanged.
 */
export function toLanguageTag(locale: string): string {
  const match = /^([a-z]{2})[-_]?([a-z]{2})$/i.exec(locale.trim());
  if (!match) return locale;
  const [, language = '', region = ''] = match;
  return `${language.toLowerCase()}-${region.toUpperCase()}`;
}
