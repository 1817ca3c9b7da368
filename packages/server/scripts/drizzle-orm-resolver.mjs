// Module-resolution hook for scripts/drizzle-kit.mjs: resolve drizzle-orm from packages/server.
import { pathToFileURL } from 'node:url';

const parent = pathToFileURL(new URL('../package.json', import.meta.url).pathname).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: parent });
  return next(specifier, context);
}
