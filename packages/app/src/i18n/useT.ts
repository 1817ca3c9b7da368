import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** `t('login.submit')`: a catalog string in the current locale; ids are checked against zh-CN. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
