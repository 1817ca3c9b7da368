import { useState } from 'react';
import { useToast } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { useT } from '../../../i18n/useT';
import { errorText } from '../../Login/useSignIn';

/** Download a file the server builds (scores, gradebook); a failure becomes a toast in the user's language. */
export function useExport() {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (load: () => Promise<Blob>, filename: string) => {
    setBusy(true);
    try {
      saveBlob(await load(), filename);
    } catch (error) {
      toast.error(errorText(error, t('exam.staff.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
