import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import type * as Output from './index';

// KaTeX loads on first need (issue 14). A fresh copy of the modules per test: the shared setup loads KaTeX for every
// other test.
const fresh = (): typeof Output => {
  let module: typeof Output | undefined;
  jest.isolateModules(() => {
    // The same React as the renderer's (a second copy would break hooks).
    jest.doMock('react', () => React);
    module = jest.requireActual<typeof Output>('./index');
  });
  return module!;
};

describe('formulas before and after KaTeX has loaded', () => {
  it('shows the TeX as text, escaped, until KaTeX is here, then KaTeX’s markup', async () => {
    const output = fresh();
    const before = output.renderMarkdown('Price $P<1$ and text');
    expect(before).toContain('class="math-pending"');
    expect(before).toContain('$P&#60;1$');
    expect(before).not.toContain('katex');
    await output.loadKatex();
    const after = output.renderMarkdown('Price $P<1$ and text');
    expect(after).toContain('class="katex"');
    expect(after).not.toContain('math-pending');
  });

  it('does not load KaTeX for a text without formulas', () => {
    const output = fresh();
    expect(output.renderMarkdown('Costs $5 and $10, **bold**')).not.toContain('math-pending');
  });

  it('renders a component again when KaTeX arrives', async () => {
    const output = fresh();
    function Formula({ source }: { source: string }) {
      const version = output.useKatexVersion();
      return <div data-testid="formula" data-version={version} dangerouslySetInnerHTML={{ __html: output.renderMarkdown(source) }} />;
    }
    render(<Formula source="$$\\frac{1}{1+r}$$" />);
    expect(screen.getByTestId('formula').querySelector('.math-pending')).not.toBeNull();
    await act(async () => {
      await output.loadKatex();
    });
    expect(screen.getByTestId('formula').querySelector('.katex-display')).not.toBeNull();
    expect(screen.getByTestId('formula').querySelector('.math-pending')).toBeNull();
  });
});
