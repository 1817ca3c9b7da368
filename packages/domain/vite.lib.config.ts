import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryBuild } from '../../vite.lib.shared.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The published build of @finedu/domain (see vite.lib.shared.ts): zod, axios, @noble/* … stay imports. It runs in
// browsers and in Node (the server imports dist/).
export default defineConfig({
  build: libraryBuild(
    {
      index: here('src/index.ts'),
      'exam/__fixtures__/sharedRules': here('src/exam/__fixtures__/sharedRules.ts'),
    },
    here('src'),
  ),
});
