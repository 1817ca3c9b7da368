import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@finedu/ui';
import { useServices } from './ServicesContext';

/** Shows the notices raised outside React (http errors, guard messages) as toasts. */
export function ToastBridge() {
  const { notifier } = useServices();
  const toast = useToast();
  const intl = useIntl();
  useEffect(
    () =>
      notifier.subscribe((notice) => {
        const message = notice.messageId ? intl.formatMessage({ id: notice.messageId }) : notice.message;
        toast.show({ kind: notice.tone, message });
      }),
    [notifier, toast, intl],
  );
  return null;
}
