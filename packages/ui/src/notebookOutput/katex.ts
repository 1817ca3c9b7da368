import { useSyncExternalStore } from 'react';
import type katexType from 'katex';

type Katex = typeof katexType;

/**
 * KaTeX loads on first need (issue 14: it is about 80 KiB gzipped, and most pages, such as an exam without formulas,
 * never need it). `renderMarkdown` and `renderHtmlFormulas` render a formula's TeX as pending text until it is here,
 * and start the load; components that render them read `useKatexVersion()` so that they render again when it arrives.
 */
let katex: Katex | undefined;
let loading: Promise<Katex> | undefined;
let version = 0;
const listeners = new Set<() => void>();

/** KaTeX, when it has loaded. */
export const loadedKatex = (): Katex | undefined => katex;

/** Loads KaTeX (once; a failed load is tried again by the next call). */
export function loadKatex(): Promise<Katex> {
  loading ??= import('./katexModule').then(
    (module) => {
      katex = module.katex;
      version += 1;
      for (const listener of listeners) listener();
      return module.katex;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): number => version;

/** Changes when KaTeX arrives: a dependency of anything rendered with `renderMarkdown` or `renderHtmlFormulas`. */
export const useKatexVersion = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A formula as HTML: KaTeX's (generated from the TeX, `trust: false`), or its TeX as text while KaTeX loads. */
export function formulaHtml(tex: string, displayMode: boolean): string {
  if (!katex) {
    void loadKatex().catch(() => undefined);
    const text = displayMode ? `$$${tex}$$` : `$${tex}$`;
    return `<span class="math-pending" data-display="${displayMode}">${escapeHtml(text)}</span>`;
  }
  return katex.renderToString(tex, { displayMode, throwOnError: false, trust: false, strict: 'ignore', output: 'htmlAndMathml' });
}
