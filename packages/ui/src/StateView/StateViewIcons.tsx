import { CircleAlert, LockKeyhole } from 'lucide-react';
import { UiIcon } from '../internal/UiIcon';

/** Pictograms of the error and denied states (lucide, bundled). */
export function StateViewErrorIcon() {
  return <UiIcon icon={CircleAlert} strokeWidth={1.25} />;
}

export function StateViewDeniedIcon() {
  return <UiIcon icon={LockKeyhole} strokeWidth={1.25} />;
}
