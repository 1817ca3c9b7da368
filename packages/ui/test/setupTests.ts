// jest-dom matchers (toBeInTheDocument, toHaveAttribute…) and axe (toHaveNoViolations) for every ui test.
import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);
