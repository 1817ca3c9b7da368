import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { applyRouteMaxPayloads, setMaxPayload, SocketBudget } from '../../lib/socketBudget.js';
import type { ChannelTickets } from './channelTickets.js';
import { JupyterApi, ownerOfPath, type JupyterReply, type JupyterSession } from './jupyterApi.js';
import type { NotebookBackend } from './backend.js';
import { UnsafeHomePathError } from './homeFs.js';
import type { KernelPool } from './kernelPool.js';
import { KernelRelay, type RelayDecision } from './kernelRelay.js';
import type { JupyterState, KernelStore } from './kernelStore.js';
import { ChannelRate, DEFAULT_CHANNEL_CONNECTS_PER_MINUTE } from './channelRate.js';
import { homeContentsPath, viewOfContents, viewOfSession } from './homeView.js';
import { userNotebookPath } from './notebookPath.js';
import type { NotebookLimits } from './settings.js';

/** The caller as the platform's auth knows them. */
export interface NotebookUser {
  id: number;
  role: string;
  edu_id: number | null;
  /**
   * Signed in with a personal notebook token (issue 35): a stock Jupyter client, whose root is the user's home. The
   * gateway answers it paths below the home (`lab.ipynb`, not `u7/lab.ipynb`).
   */
  personal?: boolean;
}

/** Personal notebook tokens (issue 35): a stock client's only credential, in a header or in `?token=`. */
export interface PersonalTokens {
  /** Whether `token` has the form of a personal token (its prefix), so that it is never taken for an API token. */
  matches(token: string): boolean;
  /** The token's owner when it opens the gateway now (live, owner may sign in); null otherwise. */
  authenticate(token: string): Promise<NotebookUser | null>;
}

export interface NotebookGatewayOptions {
  /** Resolves the API token of user `userId`; null when the token is invalid, expired or not theirs. */
  authenticate(token: string, userId: string): Promise<NotebookUser | null>;
  /** The user a spent channel ticket was issued to, as they are now; null when they may no longer sign in. */
  userById(userId: number): Promise<NotebookUser | null>;
  /** Kernel channel tickets: the channel's URL carries one, never the API token (issue 37). */
  tickets: ChannelTickets;
  /**
   * The platform's rules of who may open what (issue 37): null when `user` may open the notebook at `path`
   * (`u<id>/…`), else why not ("zh / en"). Asked on a session start or move and on every kernel channel.
   */
  pathRule?(user: NotebookUser, path: string): Promise<string | null>;
  /** Jupyter Server to relay to (url ends with `/notebook/`); a backend with `prepareUserFolder` creates user folders. */
  jupyter: Pick<NotebookBackend, 'url' | 'token' | 'prepareUserFolder'>;
  /** Who owns which kernel and session (the database, shared by every API instance). */
  kernels: KernelStore;
  limits: NotebookLimits;
  /** How often the kernel table is reconciled with Jupyter's own list (ms; default 30 s; 0 = only at start). */
  reconcileMs?: number;
  /** Told of kernel starts (with their duration), restarts and stops, for the operations monitor. */
  events?: KernelEvents;
  /** Pre-started kernels new sessions take before starting one (issue 14); started and closed by the caller. */
  pool?: KernelPool | null;
  /** Personal notebook tokens (issue 35); without it, only API tokens and channel tickets sign in. */
  personalTokens?: PersonalTokens;
  /** Kernel channel connections a user may open per minute (issue 35; default 60): a client reconnecting in a loop gets 429. */
  channelConnectsPerMinute?: number;
  /**
   * How often the personal tokens of open kernel channels are checked again (ms; default 30 s): a channel whose token
   * was revoked or expired meanwhile is closed with 4401 (its client's next upgrade is then refused with 401).
   */
  personalRecheckMs?: number;
}

export interface KernelEvents {
  started(seconds: number, ok: boolean): void;
  restarted(): void;
  stopped(): void;
}

type Query = Record<string, string | undefined>;

/**
 * The largest message a kernel channel takes from the browser (bytes). What the platform's pages send is an
 * execute request with a cell of at most 100,000 characters (CASE_LIMITS.cellSource, under 400 KB as UTF-8), input
 * replies and comm messages of a few KiB; datasets go through the platform's uploads, never the channel. Jupyter
 * Server's own limit (tornado's websocket max_message_size) is 10 MiB: 4 MiB is ten times the largest cell and keeps
 * one channel's buffered frame small. A larger frame closes the channel with 1009.
 */
export const KERNEL_CHANNEL_MAX_PAYLOAD = 4 * 1024 * 1024;
/** Open kernel channels per user: each of their kernels (NOTEBOOK_MAX_KERNELS_PER_USER) in a few tabs. */
export const CHANNELS_PER_KERNEL = 4;
/** The largest contents API body (a file saved or uploaded, base64 in JSON): JupyterLab uploads larger files in chunks. */
export const CONTENTS_MAX_BODY = 32 * 1024 * 1024;
interface IdParams {
  id: string;
}

const UNAVAILABLE = '笔记本服务暂不可用，请稍后重试 / The notebook service is unavailable, try again shortly';
const refusal = (status: 401 | 403 | 404, reply: FastifyReply): FastifyReply => {
  const message = {
    401: '未登录或登录已失效 / Not signed in, or the sign-in has expired',
    403: '无权访问该内核或会话 / This kernel or session belongs to someone else',
    404: '内核或会话不存在 / No such kernel or session',
  }[status];
  return reply.code(status).send({ message });
};

/** The personal token each personal sign-in came with (kept apart from the user, which may be logged). */
const personalCredentials = new WeakMap<NotebookUser, string>();

/**
 * Reads the bearer (or Jupyter-style `token`) credential of the Authorization header. An API token comes with the
 * claimed user id, and both must agree; it is never read from the query string (issue 37): URLs are logged and kept,
 * and a browser's kernel channel brings a ticket instead (see the channel route). A personal notebook token (issue 35)
 * signs in alone, in the header or in `?token=` (what JupyterLab and VS Code send): it opens nothing but the gateway,
 * for its owner's home and kernels, and its owner revokes it on their profile.
 */
async function identify(req: FastifyRequest, authenticate: NotebookGatewayOptions['authenticate'], personal?: PersonalTokens): Promise<NotebookUser | null> {
  const query = req.query as Query;
  const header = /^(?:Bearer|token)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const headerUser = req.headers['x-user-id'];
  const claimed = typeof headerUser === 'string' ? headerUser : undefined;
  if (claimed && query.user_id && claimed !== query.user_id) return null;
  const userId = claimed ?? query.user_id;
  const headerToken = header?.[1];
  const queryToken = typeof query.token === 'string' && personal?.matches(query.token) ? query.token : undefined;
  const personalToken = headerToken !== undefined && personal?.matches(headerToken) ? headerToken : headerToken === undefined ? queryToken : undefined;
  if (personal && personalToken !== undefined) {
    if (headerToken !== undefined && queryToken !== undefined && headerToken !== queryToken) return null;
    const user = await personal.authenticate(personalToken);
    if (!user || (userId !== undefined && userId !== String(user.id))) return null;
    const signedIn = { ...user, personal: true };
    personalCredentials.set(signedIn, personalToken);
    return signedIn;
  }
  const token = headerToken;
  if (!token || !userId || !/^\d{1,12}$/.test(userId)) return null;
  const user = await authenticate(token, userId);
  return user && user.id === Number(userId) ? user : null;
}

function jsonBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const RECONCILE_MS = 30_000;

/** The session Jupyter answered a start with, when it is one. */
function startedSession(body: unknown): { id: string; path: string; kernelId: string } | null {
  const session = body as { id?: unknown; path?: unknown; kernel?: { id?: unknown } | null } | null;
  if (!session || typeof session.id !== 'string' || typeof session.path !== 'string' || typeof session.kernel?.id !== 'string') return null;
  return { id: session.id, path: session.path, kernelId: session.kernel.id };
}

/**
 * The notebook gateway: Jupyter's session and kernel API and the kernel websocket under
 * `/notebook/api/`, for signed-in users, each confined to their own sessions and kernels.
 * Register at the root (no prefix).
 */
export const notebookGateway: FastifyPluginAsync<NotebookGatewayOptions> = async (fastify: FastifyInstance, options) => {
  const { authenticate, limits, kernels, tickets } = options;
  const pathRule = options.pathRule ?? (async () => null);
  const channels = new SocketBudget({
    what: { zh: '内核', en: 'kernel channel' },
    perUser: CHANNELS_PER_KERNEL * limits.maxKernelsPerUser,
    total: Math.max(64, CHANNELS_PER_KERNEL * limits.maxKernels),
    retryAfterS: 10,
  });
  const signIn = (req: FastifyRequest): Promise<NotebookUser | null> => identify(req, authenticate, options.personalTokens);
  const connects = new ChannelRate(options.channelConnectsPerMinute ?? DEFAULT_CHANNEL_CONNECTS_PER_MINUTE);
  /** The personal token a channel's upgrade was let in with, by request; then by open socket (checked again, see below). */
  const upgradeTokens = new WeakMap<FastifyRequest, string>();
  const personalChannels = new Map<WebSocket, string>();
  const recheck = async (): Promise<void> => {
    const personal = options.personalTokens;
    if (!personal) return;
    for (const [socket, token] of [...personalChannels]) {
      try {
        if ((await personal.authenticate(token)) === null) {
          personalChannels.delete(socket);
          socket.close(4401, 'token revoked or expired');
        }
      } catch (err) {
        fastify.log.warn({ err }, 'notebook: checking a personal token again failed');
      }
    }
  };
  const recheckTimer = setInterval(() => void recheck(), options.personalRecheckMs ?? 30_000);
  recheckTimer.unref();
  /** Users whose home the contents API has made sure of (once per gateway). */
  const homesReady = new Set<number>();
  const jupyter = new JupyterApi(options.jupyter);
  const jupyterState = async (): Promise<JupyterState> => {
    const [sessions, running] = await Promise.all([jupyter.sessions(true), jupyter.kernels()]);
    return { sessions, kernelIds: running.map((k) => k.id) };
  };
  // Every instance reconciles (idempotent): kernels the watchdog culled or that died leave the table.
  const reconcile = (): void => {
    kernels.reconcile(jupyterState).then(
      ({ removed, adopted }) => {
        if (removed > 0 || adopted > 0) fastify.log.info({ removed, adopted }, 'notebook: kernel table reconciled with Jupyter');
      },
      (err: unknown) => fastify.log.warn({ err }, 'notebook: kernel table reconciliation failed'),
    );
  };
  const every = options.reconcileMs ?? RECONCILE_MS;
  const timer = every > 0 ? setInterval(reconcile, every) : null;
  timer?.unref();
  fastify.addHook('onReady', async () => reconcile());
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    clearInterval(recheckTimer);
  });

  if (!fastify.hasPlugin('@fastify/websocket') && !fastify.hasDecorator('websocketServer')) {
    await fastify.register(websocket);
  }
  applyRouteMaxPayloads(fastify.websocketServer);
  // @jupyterlab/services posts JSON as text/plain and DELETEs with an empty JSON body.
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 1 << 20 }, (_req, body, done) => {
    const text = typeof body === 'string' ? body.trim() : body.toString('utf8').trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });

  /** Relays Jupyter's answer; `before` sees its status first (the kernel table changes before the caller hears). */
  const relay = async (
    reply: FastifyReply,
    call: () => Promise<JupyterReply>,
    before?: (status: number) => Promise<void>,
    view: (body: unknown) => unknown = (body) => body,
  ): Promise<FastifyReply> => {
    let result: JupyterReply;
    try {
      result = await call();
    } catch (err) {
      fastify.log.error({ err }, 'notebook: Jupyter request failed');
      return reply.code(503).send({ message: UNAVAILABLE });
    }
    try {
      await before?.(result.status);
    } catch (err) {
      fastify.log.error({ err }, 'notebook: updating the kernel table failed');
    }
    return result.status === 204 ? reply.code(204).send() : reply.code(result.status).send(view(result.body));
  };

  /** Authenticates, then checks the session or kernel in `id` belongs to the caller. */
  const guard = async (req: FastifyRequest, reply: FastifyReply, kind: 'session' | 'kernel'): Promise<NotebookUser | null> => {
    const user = await signIn(req);
    if (!user) {
      refusal(401, reply);
      return null;
    }
    const { id } = req.params as IdParams;
    try {
      const ownerId = kind === 'session' ? await kernels.ownerOfSession(id) : await kernels.ownerOfKernel(id);
      if (ownerId === undefined) {
        refusal(404, reply);
        return null;
      }
      if (ownerId !== user.id) {
        refusal(403, reply);
        return null;
      }
    } catch (err) {
      fastify.log.error({ err }, 'notebook: ownership check failed');
      reply.code(503).send({ message: UNAVAILABLE });
      return null;
    }
    return user;
  };

  /** The platform's rule on `path` for `user`: null when allowed, else a 403 (or 503 when it cannot be read). */
  const ruling = async (user: NotebookUser, path: string): Promise<{ status: 403 | 503; message: string } | null> => {
    try {
      const refused = await pathRule(user, path);
      return refused === null ? null : { status: 403, message: refused };
    } catch (err) {
      fastify.log.error({ err }, 'notebook: checking the notebook rules failed');
      return { status: 503, message: UNAVAILABLE };
    }
  };

  const ownSessions = async (userId: number): Promise<JupyterSession[]> =>
    (await jupyter.sessions(true)).filter((s) => ownerOfPath(s.path) === userId);

  fastify.post('/notebook/api/sessions', async (req, reply) => {
    const user = await signIn(req);
    if (!user) return refusal(401, reply);
    const body = jsonBody(req.body);
    const target = userNotebookPath(user.id, body.path);
    if (!target) return reply.code(400).send({ message: '笔记本路径不合法 / Invalid notebook path' });
    const ruled = await ruling(user, target.path);
    if (ruled !== null) return reply.code(ruled.status).send({ message: ruled.message });
    const name = typeof body.name === 'string' && body.name ? body.name : target.path.split('/').pop();
    const session = { path: target.path, name, type: 'notebook', kernel: { name: 'python3' } };
    let reservation: string | null = null;
    let isNew: boolean;
    // A kernel of the pool, taken for this start; grading notebooks get their own kernel (a throw-away home).
    let pooled: string | undefined;
    const notebookName = target.path.split('/').pop() ?? '';
    const poolable = !notebookName.startsWith('.evaluation-') && !notebookName.startsWith('.grading-');
    try {
      isNew = !(await jupyter.sessions(true)).some((s) => s.path === target.path);
      if (isNew) {
        pooled = poolable ? options.pool?.take() : undefined;
        const reserved = await kernels.reserve(user.id, target.path, limits, async () => (await jupyter.kernels()).map((k) => k.id), pooled !== undefined);
        if (!reserved.ok && pooled !== undefined) {
          options.pool?.giveBack(pooled);
          pooled = undefined;
        }
        if (!reserved.ok && reserved.reason === 'user') {
          const mine = reserved.running;
          return reply.code(429).send({
            message: `你已有 ${mine} 个运行中的内核，请先关闭其他笔记本再试 / You already have ${mine} running kernels; close one and try again`,
          });
        }
        if (!reserved.ok) return reply.code(429).send({ message: '笔记本服务繁忙，请稍后重试 / The notebook service is busy, try again in a moment' });
        reservation = reserved.id;
      }
      await options.jupyter.prepareUserFolder?.(user.id, target.folder);
    } catch (err) {
      if (reservation !== null) await kernels.release(reservation).catch(() => undefined);
      if (pooled !== undefined) options.pool?.giveBack(pooled);
      if (err instanceof UnsafeHomePathError) {
        fastify.log.warn({ userId: user.id, path: target.path }, 'notebook: refused a session path through a link');
        return reply.code(400).send({ message: '笔记本路径中有链接或不是文件夹的部分 / The notebook path goes through a link or a file' });
      }
      fastify.log.error({ err }, 'notebook: session start failed');
      return reply.code(503).send({ message: UNAVAILABLE });
    }
    const started = performance.now();
    if (pooled !== undefined && options.pool) {
      try {
        await options.pool.handOut(pooled, user.id, target.path);
        Object.assign(session, { kernel: { id: pooled } });
      } catch (err) {
        // Never put back (it may be this user's already): shut down; this start gets a new kernel instead.
        fastify.log.warn({ err, kernelId: pooled }, 'notebook: handing out a pooled kernel failed; starting one');
        void options.pool.discard(pooled);
        pooled = undefined;
      }
    }
    let answer: JupyterReply | null = null;
    try {
      answer = await jupyter.request('POST', 'api/sessions', session);
    } catch (err) {
      fastify.log.error({ err }, 'notebook: Jupyter request failed');
    }
    jupyter.invalidate();
    // Recorded before answering: the browser may open the kernel channel through another instance right away.
    const made = answer !== null && answer.status < 300 ? startedSession(answer.body) : null;
    try {
      if (made !== null && ownerOfPath(made.path) === user.id) await kernels.complete(reservation, user.id, made);
      else if (reservation !== null) await kernels.release(reservation);
      if (pooled !== undefined && made?.kernelId !== pooled) void options.pool?.discard(pooled);
    } catch (err) {
      // The kernel runs but has no row: the next reconciliation adopts it (its path says whose it is).
      fastify.log.error({ err }, 'notebook: recording the kernel failed');
    }
    // A new session starts a kernel (an existing one at the path is joined); no answer: Jupyter was unreachable.
    const seconds = (performance.now() - started) / 1000;
    if (isNew) options.events?.started(seconds, answer !== null && answer.status < 300);
    if (answer === null) return reply.code(503).send({ message: UNAVAILABLE });
    return answer.status === 204 ? reply.code(204).send() : reply.code(answer.status).send(viewOfSession(user, answer.body));
  });

  fastify.get('/notebook/api/sessions', async (req, reply) => {
    const user = await signIn(req);
    if (!user) return refusal(401, reply);
    return ownSessions(user.id).then(
      (sessions) => reply.send(viewOfSession(user, sessions)),
      () => reply.code(503).send({ message: UNAVAILABLE }),
    );
  });

  fastify.get<{ Params: IdParams }>('/notebook/api/sessions/:id', async (req, reply) => {
    const user = await guard(req, reply, 'session');
    if (!user) return reply;
    return relay(reply, () => jupyter.request('GET', `api/sessions/${encodeURIComponent(req.params.id)}`), undefined, (body) => viewOfSession(user, body));
  });

  fastify.patch<{ Params: IdParams }>('/notebook/api/sessions/:id', async (req, reply) => {
    const user = await guard(req, reply, 'session');
    if (!user) return reply;
    const body = jsonBody(req.body);
    const change: Record<string, unknown> = {};
    if (body.path !== undefined) {
      const target = userNotebookPath(user.id, body.path);
      if (!target) return reply.code(400).send({ message: '笔记本路径不合法 / Invalid notebook path' });
      const ruled = await ruling(user, target.path);
      if (ruled !== null) return reply.code(ruled.status).send({ message: ruled.message });
      change.path = target.path;
    }
    if (typeof body.name === 'string') change.name = body.name;
    // Kernel changes could attach another user's kernel id: not allowed.
    const result = await relay(reply, () => jupyter.request('PATCH', `api/sessions/${encodeURIComponent(req.params.id)}`, change), async (status) => {
      if (status < 300 && typeof change.path === 'string') await kernels.movePath(req.params.id, change.path);
    }, (answered) => viewOfSession(user, answered));
    jupyter.invalidate();
    return result;
  });

  fastify.delete<{ Params: IdParams }>('/notebook/api/sessions/:id', async (req, reply) => {
    if (!(await guard(req, reply, 'session'))) return reply;
    const result = await relay(reply, () => jupyter.request('DELETE', `api/sessions/${encodeURIComponent(req.params.id)}`), async (status) => {
      if (status < 300 || status === 404) await kernels.removeSession(req.params.id);
    });
    jupyter.invalidate();
    if (reply.statusCode < 300) options.events?.stopped();
    return result;
  });

  fastify.get('/notebook/api/kernels', async (req, reply) => {
    const user = await signIn(req);
    if (!user) return refusal(401, reply);
    try {
      const own = new Set((await ownSessions(user.id)).map((s) => s.kernel?.id));
      return reply.send((await jupyter.kernels()).filter((k) => own.has(k.id)));
    } catch {
      return reply.code(503).send({ message: UNAVAILABLE });
    }
  });

  fastify.post('/notebook/api/kernels', async (_req, reply) =>
    reply.code(403).send({ message: '请通过会话启动内核 / Start kernels through a session' }),
  );

  fastify.get<{ Params: IdParams }>('/notebook/api/kernels/:id', async (req, reply) => {
    if (!(await guard(req, reply, 'kernel'))) return reply;
    return relay(reply, () => jupyter.request('GET', `api/kernels/${encodeURIComponent(req.params.id)}`));
  });

  fastify.delete<{ Params: IdParams }>('/notebook/api/kernels/:id', async (req, reply) => {
    if (!(await guard(req, reply, 'kernel'))) return reply;
    const result = await relay(reply, () => jupyter.request('DELETE', `api/kernels/${encodeURIComponent(req.params.id)}`), async (status) => {
      if (status < 300 || status === 404) await kernels.removeKernel(req.params.id);
    });
    jupyter.invalidate();
    if (reply.statusCode < 300) options.events?.stopped();
    return result;
  });

  for (const action of ['interrupt', 'restart'] as const) {
    fastify.post<{ Params: IdParams }>(`/notebook/api/kernels/:id/${action}`, async (req, reply) => {
      if (!(await guard(req, reply, 'kernel'))) return reply;
      const result = await relay(reply, () => jupyter.request('POST', `api/kernels/${encodeURIComponent(req.params.id)}/${action}`, {}));
      if (action === 'restart' && reply.statusCode < 300) options.events?.restarted();
      return result;
    });
  }

  // Jupyter Server's version (public there too): what a stock client asks first to tell it is a Jupyter server.
  fastify.get('/notebook/api', async (req, reply) => {
    if (!(await signIn(req))) return refusal(401, reply);
    return relay(reply, () => jupyter.request('GET', 'api'));
  });

  fastify.get('/notebook/api/kernelspecs', async (req, reply) => {
    if (!(await signIn(req))) return refusal(401, reply);
    return relay(reply, () => jupyter.request('GET', 'api/kernelspecs'));
  });

  // A kernel channel's ticket (issue 37): asked for with the token in the Authorization header, spent by the channel.
  fastify.post('/notebook/api/tickets', async (req, reply) => {
    const user = await signIn(req);
    if (!user) return refusal(401, reply);
    try {
      const issued = await tickets.issue(user.id);
      return reply.code(201).header('cache-control', 'no-store').send(issued);
    } catch (err) {
      fastify.log.error({ err }, 'notebook: issuing a channel ticket failed');
      return reply.code(503).send({ message: UNAVAILABLE });
    }
  });

  /** The caller of a channel upgrade: by its ticket (a browser), else by its Authorization header or personal token (a client). */
  const channelUser = async (req: FastifyRequest): Promise<NotebookUser | null> => {
    const query = req.query as Query;
    if (typeof query.ticket !== 'string') return signIn(req);
    const userId = await tickets.spend(query.ticket);
    if (userId === null || (query.user_id !== undefined && query.user_id !== String(userId))) return null;
    const user = await options.userById(userId);
    return user && user.id === userId ? user : null;
  };

  /** Why the upgrade of `user` to kernel `kernelId` is refused (the status to answer), or null when it may connect. */
  const channelRefusal = async (user: NotebookUser, kernelId: string): Promise<{ status: 403 | 404 | 503; message: string } | null> => {
    const row = await kernels.kernel(kernelId);
    if (row === undefined) return { status: 404, message: '内核不存在 / No such kernel' };
    if (row.userId !== user.id) return { status: 403, message: '无权访问该内核 / This kernel belongs to someone else' };
    return ruling(user, row.path);
  };

  fastify.get<{ Params: { kernel: string } }>(
    '/notebook/api/kernels/:kernel/channels',
    {
      websocket: true,
      // Every check before the upgrade (issue 35): a caller who may not connect is answered on the HTTP upgrade itself
      // (401 not signed in, 403 another user's kernel or not allowed by the rules, 404 no such kernel, 429 too many
      // connections, with Retry-After), so no socket is ever opened and then closed, and no client reconnects in a
      // loop. Then the socket's message limit and the budget of open channels.
      preValidation: async (req, reply) => {
        setMaxPayload(req, KERNEL_CHANNEL_MAX_PAYLOAD);
        const full = channels.full();
        if (full) return reply.code(full.status).header('retry-after', String(full.retryAfterS)).send({ message: `${full.message.zh} / ${full.message.en}` });
        try {
          const user = await channelUser(req);
          if (user === null) return refusal(401, reply);
          const tooOften = connects.take(user.id);
          if (tooOften) {
            return reply
              .code(429)
              .header('retry-after', String(tooOften.retryAfterS))
              .send({ message: '内核连接过于频繁，请稍后重试 / Too many kernel connections in a minute; try again shortly' });
          }
          const refused = await channelRefusal(user, req.params.kernel);
          if (refused) return reply.code(refused.status).send({ message: refused.message });
          const credential = personalCredentials.get(user);
          if (credential !== undefined) upgradeTokens.set(req, credential);
          const over = channels.reserve(user.id, req);
          if (over) return reply.code(over.status).header('retry-after', String(over.retryAfterS)).send({ message: `${over.message.zh} / ${over.message.en}` });
        } catch (err) {
          fastify.log.error({ err }, 'notebook: kernel channel sign-in failed');
          return reply.code(503).send({ message: UNAVAILABLE });
        }
      },
    },
    (socket, req) => {
      const { kernel } = req.params;
      const query = req.query as Query;
      // Let in before the upgrade: the relay opens the upstream channel at once (frames sent meanwhile are queued).
      const relayChannel = new KernelRelay(socket, kernel, query.session_id ? `?session_id=${encodeURIComponent(query.session_id)}` : '', jupyter, limits, fastify.log);
      const credential = upgradeTokens.get(req);
      if (credential !== undefined) {
        personalChannels.set(socket, credential);
        socket.on('close', () => personalChannels.delete(socket));
      }
      void relayChannel.start(Promise.resolve<RelayDecision>({ ok: true }));
    },
  );

  // The contents API of the caller's own home (issue 35): what a stock client lists, opens, saves and uploads. Paths
  // are below the home both ways (homeView.ts); Jupyter keeps the home's disk quota (its filesystem) and refuses to
  // follow a link (jupyter_server_config.py). A body may be a file of up to CONTENTS_MAX_BODY (JupyterLab sends
  // larger uploads in chunks of 1 MiB).
  const contents = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const user = await signIn(req);
    if (!user) return refusal(401, reply);
    const relative = (req.params as { '*'?: string })['*'] ?? '';
    const checkpoints = /^(.*?)\/checkpoints(\/[^/]+)?$/.exec(relative);
    const target = homeContentsPath(user.id, checkpoints ? checkpoints[1] : relative);
    if (target === null) return reply.code(404).send({ message: '文件不存在或不可访问 / No such file, or it may not be opened here' });
    // The platform's rules hold for files as for notebooks (a competition account reaches only its question's folder).
    const ruled = await ruling(user, target);
    if (ruled !== null) return reply.code(ruled.status).send({ message: ruled.message });
    const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : { ...jsonBody(req.body) };
    if (body !== undefined) {
      for (const key of ['path', 'copy_from'] as const) {
        if (body[key] === undefined) continue;
        const mapped = homeContentsPath(user.id, body[key]);
        if (mapped === null) return reply.code(400).send({ message: '文件路径不合法 / Invalid file path' });
        body[key] = mapped;
      }
    }
    if (!homesReady.has(user.id)) {
      try {
        await options.jupyter.prepareUserFolder?.(user.id, '');
        homesReady.add(user.id);
      } catch (err) {
        fastify.log.error({ err, userId: user.id }, 'notebook: preparing a home for the contents API failed');
        return reply.code(503).send({ message: UNAVAILABLE });
      }
    }
    const search = req.url.includes('?') ? new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1)) : new URLSearchParams();
    search.delete('token');
    search.delete('user_id');
    const query = search.size > 0 ? `?${search.toString()}` : '';
    const suffix = checkpoints ? `/checkpoints${checkpoints[2] ?? ''}` : '';
    const path = `api/contents/${target.split('/').map(encodeURIComponent).join('/')}${suffix}${query}`;
    return relay(reply, () => jupyter.request(req.method, path, body), undefined, (answered) =>
      Array.isArray(answered) ? answered : viewOfContents(user.id, answered),
    );
  };
  for (const url of ['/notebook/api/contents', '/notebook/api/contents/*']) {
    fastify.route({ method: ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'], url, bodyLimit: CONTENTS_MAX_BODY, handler: contents });
  }
};

export default notebookGateway;
