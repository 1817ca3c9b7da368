import type { LucideIcon, LucideProps } from 'lucide-react';

export interface UiIconProps extends Omit<LucideProps, 'ref'> {
  /** A lucide icon, imported by name (so only the icons in use end up in the bundle). */
  icon: LucideIcon;
}

/**
 * A lucide icon as ui draws it: decorative (`aria-hidden`, never focusable), 1em square so the surrounding
 * font-size token sizes it, stroked in the text's colour.
 */
export function UiIcon({ icon: Icon, size = '1em', strokeWidth = 2, ...rest }: UiIconProps) {
  return <Icon size={size} strokeWidth={strokeWidth} aria-hidden="true" focusable="false" {...rest} />;
}
