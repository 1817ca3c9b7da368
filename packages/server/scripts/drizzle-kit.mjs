// Runs drizzle-kit (hoisted to the root node_modules) so that its `import('drizzle-orm/…')`
// resolves to this package's drizzle-orm, which npm installed under packages/server/node_modules.
import { register } from 'node:module';
import Module, { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

register('./drizzle-orm-resolver.mjs', import.meta.url);
const require = createRequire(import.meta.url);
// CommonJS requires inside drizzle-kit: fall back to this package's node_modules.
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths();
process.argv = [process.argv[0], 'drizzle-kit', ...process.argv.slice(2)];
const kitDir = require.resolve('drizzle-kit').replace(/index\.(c?js)$/, '');
require(kitDir + 'bin.cjs');
