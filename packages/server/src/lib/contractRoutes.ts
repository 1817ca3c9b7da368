// Registers a module's routes from the domain contract: one call table (method, path, roles, summary) and its
// schema table (params, query, body, answer), with one handler per call — the compiler refuses a missing or extra
// handler, so no route is ever typed out by hand beside the contract. The OpenAPI document and the clients follow
// the same tables.
import { Empty, envelope, type CallDef, type CallSchema, type CallTable, type SchemaTable } from '@finedu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { ok } from '../envelope.js';

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;
type Answer<T> = T extends z.ZodType ? z.input<T> : null;

/** The request of one call, typed by its schemas (after validation and coercion). */
export type CallRequest<S extends CallSchema> = FastifyRequest<{ Params: Parsed<S['params']>; Querystring: Parsed<S['query']>; Body: Parsed<S['body']> }>;

/**
 * An answer's `data` already checked against its call's response schema and written as JSON, for a handler that
 * answers the same data many times (the check and the JSON are the serializer's own, done once instead of per call).
 */
export class CheckedAnswer<T extends z.ZodType = z.ZodType> {
  declare readonly schema: T;
  private constructor(readonly json: string) {}

  /** Checks `data` against `schema` as the route's serializer does; throws its error when they do not match. */
  static of<T extends z.ZodType>(schema: T, data: z.input<T>, route: { method: string; url: string }): CheckedAnswer<T> {
    const serialize = serializerCompiler({ schema, method: route.method, url: route.url, httpStatus: '200' });
    return new CheckedAnswer<T>(serialize(data));
  }
}

/** A call's handler answers the envelope's `data` (the registrar wraps it), or, for a binary call, sends the reply. */
export type CallHandler<D extends CallDef, S extends CallSchema> = (
  request: CallRequest<S>,
  reply: FastifyReply,
) => Promise<D['binary'] extends true ? FastifyReply : Answer<S['response']> | (S['response'] extends z.ZodType ? CheckedAnswer<S['response']> : never)>;

export type CallHandlers<T extends CallTable, S extends SchemaTable<T>> = { readonly [K in keyof T]: CallHandler<T[K], S[K]> };

/** What a few routes need beyond the contract: a larger body, a rate limit, other route config, a WebSocket. */
export interface CallRouteOptions {
  bodyLimit?: number;
  config?: Record<string, unknown>;
  /**
   * A GET call that is a WebSocket: an upgrade request is handed to this (@fastify/websocket, registered once by the
   * app); a plain GET gets the call's handler.
   */
  wsHandler?: (socket: WebSocket, request: FastifyRequest) => void | Promise<void>;
}

export interface RegisterCallsOptions<T extends CallTable> {
  /** OpenAPI tags of the module. */
  tags: string[];
  routes?: { readonly [K in keyof T]?: CallRouteOptions };
}

/** Registers every call of `calls` on `app`, validated and documented by `schemas`, answered by `handlers`. */
export function registerCalls<T extends CallTable, S extends SchemaTable<T>>(
  app: FastifyInstance,
  calls: T,
  schemas: S,
  handlers: CallHandlers<T, S>,
  options: RegisterCallsOptions<T>,
): void {
  for (const name of Object.keys(calls) as Array<keyof T & string>) {
    const call = calls[name]!;
    const schema: CallSchema = schemas[name];
    const handler = handlers[name] as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const extra = options.routes?.[name] ?? {};
    app.route({
      method: call.method,
      url: call.path,
      ...(extra.bodyLimit === undefined ? {} : { bodyLimit: extra.bodyLimit }),
      ...(extra.wsHandler === undefined ? {} : { wsHandler: extra.wsHandler }),
      config: { ...extra.config, roles: call.roles, call: name },
      schema: {
        tags: options.tags,
        summary: call.summary,
        ...(call.description === undefined ? {} : { description: call.description }),
        operationId: name,
        ...(schema.params ? { params: schema.params } : {}),
        ...(schema.query ? { querystring: schema.query } : {}),
        ...(schema.body ? { body: schema.body } : {}),
        ...(call.binary ? {} : { response: { 200: envelope(schema.response ?? Empty) } }),
      },
      handler: async (request, reply) => {
        const result = await handler(request, reply);
        if (result instanceof CheckedAnswer) return reply.type('application/json; charset=utf-8').send(`{"code":1,"data":${result.json},"message":"ok"}`);
        return call.binary ? result : ok(result ?? null);
      },
    });
  }
}
