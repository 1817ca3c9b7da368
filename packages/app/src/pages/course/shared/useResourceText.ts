import { useEffect, useState } from 'react';
import type { PreviewKind } from '@finedu/domain';

export interface ResourceText {
  text: string | undefined;
  error: string | undefined;
  retry: () => void;
}

/** Markdown and notebook previews need the file's text; other kinds are shown by the browser from the URL. */
export function useResourceText(kind: PreviewKind | undefined, url: string | undefined, failedMessage: string): ResourceText {
  const [state, setState] = useState<{ text: string | undefined; error: string | undefined }>({ text: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState({ text: undefined, error: undefined });
    if ((kind !== 'markdown' && kind !== 'notebook') || !url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${failedMessage} (HTTP ${response.status})`);
        return response.text();
      })
      .then(
        (text) => setState({ text, error: undefined }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ text: undefined, error: error instanceof Error && error.message.startsWith(failedMessage) ? error.message : failedMessage });
        },
      );
    return () => controller.abort();
  }, [kind, url, attempt, failedMessage]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
