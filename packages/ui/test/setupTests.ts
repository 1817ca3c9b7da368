// jest-dom matchers (toBeInTheDocument, toHaveAttribute…) and axe (toHaveNoViolations) for every ui test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// findBy* and waitFor wait up to 10 s (1 s by default): under CI's parallel load a page's first answer can take longer
// than a second to render. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// KaTeX loads on first need in the app (notebookOutput/katex.ts); tests render formulas at once, as before.
import { loadKatex } from '../src/notebookOutput/katex';

beforeAll(() => loadKatex());
