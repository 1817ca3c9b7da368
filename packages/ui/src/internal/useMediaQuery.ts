import { useEffect, useState } from 'react';

const query = (media: string): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null);

/** Whether a media query matches now, following its changes (false where the browser has no matchMedia). */
export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => query(media)?.matches ?? false);
  useEffect(() => {
    const list = query(media);
    if (!list) return undefined;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [media]);
  return matches;
}

/** Below this width the shells turn their side menu into a drawer (DESIGN.md's phone breakpoint). */
export const PHONE_MEDIA = '(max-width: 767px)';
