import type { MessageId } from '../../i18n/messages';

/**
 * The usual values of a college's 办学层次 and 合作状态, stored as the Chinese words the college admin typed or the
 * seed wrote: each is shown in the reader's language; any other value is shown as written.
 */
const TERMS: Record<'level' | 'edu_status', Record<string, MessageId>> = {
  level: { 本科: 'edu.level.undergraduate', 专科: 'edu.level.vocational', 高职: 'edu.level.vocational', 研究生: 'edu.level.graduate' },
  edu_status: { 正式: 'edu.eduStatus.formal', 试用: 'edu.eduStatus.trial' },
};

/** A college field's value as the reader reads it (`t` of the app's catalog); '' stays ''. */
export function collegeTerm(t: (id: MessageId) => string, field: string, value: string): string {
  const id = field === 'level' || field === 'edu_status' ? TERMS[field][value.trim()] : undefined;
  return id === undefined ? value : t(id);
}
