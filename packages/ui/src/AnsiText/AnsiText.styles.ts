import styled from 'styled-components';

// Terminal colours readable on a white surface (AA). The named theme colours are reused where they
// exist; magenta and cyan have no theme token yet, hence the fallbacks.
const magenta = 'var(--ui-color-ansi-magenta, #a21caf)';
const cyan = 'var(--ui-color-ansi-cyan, #0e7490)';

export const AnsiTextRoot = styled.span`
  & > span[data-fg='black'] { color: var(--ui-color-text); }
  & > span[data-fg='red'], & > span[data-fg='bright-red'] { color: var(--ui-color-danger-active); }
  & > span[data-fg='green'], & > span[data-fg='bright-green'] { color: var(--ui-color-success); }
  & > span[data-fg='yellow'], & > span[data-fg='bright-yellow'] { color: var(--ui-color-warning); }
  & > span[data-fg='blue'], & > span[data-fg='bright-blue'] { color: var(--ui-color-primary); }
  & > span[data-fg='magenta'], & > span[data-fg='bright-magenta'] { color: ${magenta}; }
  & > span[data-fg='cyan'], & > span[data-fg='bright-cyan'] { color: ${cyan}; }
  & > span[data-fg='white'], & > span[data-fg='bright-black'] { color: var(--ui-color-text-secondary); }
  & > span[data-fg='bright-white'] { color: var(--ui-color-text-placeholder); }

  & > span[data-bg='black'], & > span[data-bg='bright-black'] { background: var(--ui-color-text); color: var(--ui-color-surface); }
  & > span[data-bg='red'], & > span[data-bg='bright-red'] { background: var(--ui-color-danger-subtle); }
  & > span[data-bg='green'], & > span[data-bg='bright-green'] { background: var(--ui-color-success-subtle); }
  & > span[data-bg='yellow'], & > span[data-bg='bright-yellow'] { background: var(--ui-color-warning-subtle); }
  & > span[data-bg='blue'], & > span[data-bg='bright-blue'],
  & > span[data-bg='cyan'], & > span[data-bg='bright-cyan'],
  & > span[data-bg='magenta'], & > span[data-bg='bright-magenta'] { background: var(--ui-color-info-subtle); }
  & > span[data-bg='white'], & > span[data-bg='bright-white'] { background: var(--ui-color-surface-hover); }

  & > span[data-bold] { font-weight: var(--ui-font-weight-bold); }
  & > span[data-dim] { opacity: 0.75; }
  & > span[data-italic] { font-style: italic; }
  & > span[data-underline] { text-decoration: underline; }
`;
