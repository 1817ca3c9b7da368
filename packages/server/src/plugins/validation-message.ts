import type { Locale } from '../i18n.js';

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const CONTEXT: Record<string, { zh: string; en: string }> = {
  body: { zh: '请求体', en: 'body' },
  querystring: { zh: '查询参数', en: 'query' },
  params: { zh: '路径参数', en: 'path' },
  headers: { zh: '请求头', en: 'headers' },
};

const TYPE_ZH: Record<string, string> = { string: '字符串', number: '数字', int: '整数', boolean: '布尔值', object: '对象', array: '数组', null: '空值' };

/** One validation issue in words, naming the field (zod issue codes). */
function describe(issue: Issue, context: string, locale: Locale): string {
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = CONTEXT[context] ?? { zh: context, en: context };
  const f = field === '' ? (locale === 'zh' ? where.zh : where.en) : field;
  const p = issue.params;
  const zh = locale === 'zh';
  const max = p.maximum as number | undefined;
  const min = p.minimum as number | undefined;
  switch (issue.keyword) {
    case 'invalid_type': {
      const expected = String(p.expected ?? '');
      if (issue.message?.includes('received undefined')) return zh ? `缺少必填字段 ${f}` : `${f} is required`;
      return zh ? `字段 ${f} 类型错误，应为${TYPE_ZH[expected] ?? expected}` : `${f} must be of type ${expected}`;
    }
    case 'too_big':
      if (p.origin === 'string') return zh ? `字段 ${f} 长度不能超过 ${max} 个字符` : `${f} must be at most ${max} characters`;
      if (p.origin === 'array') return zh ? `字段 ${f} 最多 ${max} 项` : `${f} must have at most ${max} items`;
      return zh ? `字段 ${f} 不能大于 ${max}` : `${f} must be at most ${max}`;
    case 'too_small':
      if (p.origin === 'string')
        return min === 1 ? (zh ? `字段 ${f} 不能为空` : `${f} must not be empty`) : zh ? `字段 ${f} 长度不能少于 ${min} 个字符` : `${f} must be at least ${min} characters`;
      if (p.origin === 'array') return zh ? `字段 ${f} 至少 ${min} 项` : `${f} must have at least ${min} items`;
      return zh ? `字段 ${f} 不能小于 ${min}` : `${f} must be at least ${min}`;
    case 'invalid_format':
      return zh ? `字段 ${f} 格式不正确` : `${f} has an invalid format`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.join(', ') : '';
      return zh ? `不支持的字段：${keys}` : `Unknown field(s): ${keys}`;
    }
    case 'custom': {
      const custom = p.params as { zh?: string; en?: string } | undefined;
      if (custom?.zh && custom.en) return zh ? custom.zh : custom.en;
      return zh ? `字段 ${f} 无效` : `${f} is invalid`;
    }
    default:
      return zh ? `字段 ${f} 的值无效` : `${f} has an invalid value`;
  }
}

/** Validation errors become `code: 0` with a readable message naming the field(s). */
export function validationMessage(issues: Issue[], context: string, locale: Locale): string {
  const parts = issues.slice(0, 3).map((issue) => describe(issue, context, locale));
  return parts.join(locale === 'zh' ? '；' : '; ');
}

/**
 * U+0000 in a field (plugins/nul-guard.ts): the field's path (`answers.0.response`), or the part of the request when
 * the whole part is the string. A NUL inside a field's name is shown as `\u0000`.
 */
export function nulCharacterMessage(path: readonly string[], context: string, locale: Locale): string {
  const where = CONTEXT[context] ?? { zh: context, en: context };
  // A deeply nested body would otherwise make a message as long as the body.
  const shown = path.length > 8 ? [...path.slice(0, 8), '…'] : path;
  const field = path.length === 0 ? (locale === 'zh' ? where.zh : where.en) : shown.join('.').replaceAll('\u0000', '\\u0000');
  return locale === 'zh'
    ? `字段 ${field} 含有空字符（U+0000），无法保存，请删除后重试`
    : `${field} contains a NUL character (U+0000), which cannot be stored; remove it and try again`;
}

/**
 * A lone UTF-16 surrogate in a field (plugins/nul-guard.ts), such as JSON's `"\ud800"` with no partner: not a character,
 * so it cannot be stored. The path as in `nulCharacterMessage`; a surrogate inside a field's name is shown as `\uXXXX`.
 */
export function loneSurrogateMessage(path: readonly string[], context: string, locale: Locale): string {
  const where = CONTEXT[context] ?? { zh: context, en: context };
  const shown = path.length > 8 ? [...path.slice(0, 8), '…'] : path;
  const escape = (text: string) => text.replace(/\p{Cs}/gu, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const field = path.length === 0 ? (locale === 'zh' ? where.zh : where.en) : escape(shown.join('.'));
  return locale === 'zh'
    ? `字段 ${field} 含有不成对的代理码元（如 \\ud800），不是有效的 Unicode 字符，无法保存，请删除后重试`
    : `${field} contains a lone surrogate (such as \\ud800), which is not a valid Unicode character and cannot be stored; remove it and try again`;
}
