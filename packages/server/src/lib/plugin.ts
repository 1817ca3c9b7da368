import type { FastifyPluginAsync } from 'fastify';

/**
 * Mark a plugin as not encapsulated, so its decorators and hooks apply to the whole app
 * (what `fastify-plugin` does, without the extra dependency).
 */
export function globalPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
  name: string,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
