import { Inbox } from 'lucide-react';
import { UiIcon } from '../internal/UiIcon';

/** The default empty-box pictogram (lucide, bundled: nothing loads from the network). */
export function EmptyStateBoxIcon() {
  return <UiIcon icon={Inbox} strokeWidth={1.25} />;
}
