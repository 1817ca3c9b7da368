import type { Plugin } from 'vite';

/** The contract's call tables (packages/domain/src/contract/*Calls.ts). */
const CALL_TABLE = /packages\/domain\/src\/contract\/\w+Calls\.ts$/;

/** `summary: '…'` (or "…") with the comma before it. Every summary is one string literal on one line. */
const SUMMARY = /,?\s*\bsummary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

/**
 * Drops each call's `summary` from the call tables in the app's build (issue 14). The summaries document the API
 * (the server's OpenAPI reads them); the browser only needs each call's method, path and flags, and the summaries
 * are about 6 KiB gzipped of the first chunk that the sign-in page loads. Runs before TypeScript is stripped, on the
 * source as written; a summary it could not remove (not a single literal) fails the build rather than ship a
 * half-edited table.
 */
export function stripCallSummaries(): Plugin {
  return {
    name: 'finedu:strip-call-summaries',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CALL_TABLE.test(id)) return null;
      const stripped = code.replace(SUMMARY, '');
      if (/\bsummary\s*:/.test(stripped)) this.error(`${id}: a call's summary is not a single string literal; write it as one (scripts/stripCallSummaries.ts)`);
      return { code: stripped, map: null };
    },
  };
}
