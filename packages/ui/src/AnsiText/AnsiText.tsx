import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { parseAnsi } from './ansi';
import { AnsiTextRoot } from './AnsiText.styles';

export interface AnsiTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Text that may contain ANSI escape codes; rendered as coloured spans, never as raw escapes. */
  text: string;
}

/** Terminal text (tracebacks, coloured prints) as styled spans. Put it inside a `<pre>`. */
export const AnsiText = forwardRef<HTMLSpanElement, AnsiTextProps>(function AnsiText({ text, ...rest }, ref) {
  const segments = useMemo(() => parseAnsi(text), [text]);
  return (
    <AnsiTextRoot ref={ref} {...rest}>
      {segments.map((segment, index) => (
        <span
          // Segments are positional and never reorder, so the index is a stable key.
          key={index}
          data-fg={segment.fg}
          data-bg={segment.bg}
          data-bold={segment.bold || undefined}
          data-dim={segment.dim || undefined}
          data-italic={segment.italic || undefined}
          data-underline={segment.underline || undefined}
        >
          {segment.text}
        </span>
      ))}
    </AnsiTextRoot>
  );
});
