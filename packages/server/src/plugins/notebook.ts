// Wires the notebook gateway into the API server: starts (or connects to) Jupyter Server, exposes it as the
// `notebookBackend` decorator for the classroom (evaluation, dataset copies), and authenticates the gateway's
// callers with the same API tokens as /api, or a personal notebook token (issue 35) that opens only the gateway.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { colleges, users } from '../db/schema/index.js';
import { accountRefusal, sessionRefusal } from '../lib/sessionCheck.js';
import { sha256 } from '../lib/tokens.js';
import { findSessionByTokenHash } from '../modules/auth/index.js';
import { isNotebookToken, NotebookTokenService } from '../modules/notebookTokens/index.js';
import {
  ChannelTickets,
  JupyterApi,
  KernelPool,
  KernelStore,
  NOTEBOOK_BACKEND_DECORATOR,
  notebookGateway,
  notebookSettingsFromEnv,
  startNotebookBackend,
  type NotebookBackend,
  type NotebookUser,
} from '../runtime/index.js';

/** A user whose API token `token` is valid and whose id is `userId`; null otherwise (same rules as /api). */
export async function authenticateNotebookUser(app: FastifyInstance, token: string, userId: string): Promise<NotebookUser | null> {
  if (token.length === 0 || token.length > 256) return null;
  const session = await findSessionByTokenHash(app.db, sha256(token));
  if (session === null || sessionRefusal(session, userId) !== null) return null;
  const { user } = session;
  return { id: user.id, role: user.role, edu_id: user.eduId };
}

/** User `userId` as the gateway knows them, when they may still sign in (same rules as a token's user); null otherwise. */
export async function notebookUserById(app: FastifyInstance, userId: number): Promise<NotebookUser | null> {
  const [found] = await app.db
    .select({ user: users, college: colleges })
    .from(users)
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .where(eq(users.id, userId))
    .limit(1);
  if (found === undefined) return null;
  const { user, college } = found;
  if (accountRefusal(user, college) !== null) return null;
  return { id: user.id, role: user.role, edu_id: user.eduId };
}

/**
 * Registers the gateway at the root. `backend` is an already running Jupyter (tests), or omitted to start
 * the one the config describes (Debian's Jupyter Server as a child process, or NOTEBOOK_URL).
 */
/** Which notebook paths a user may open, beyond their own folder: null when they may, else why not (zh / en). */
export type NotebookPathRule = (user: { id: number; role: string }, path: string) => Promise<string | null>;

/**
 * `pathRule`: the exams module's rule for competition accounts (app.ts passes it; the gateway asks it on every
 * session start or move and every kernel channel). `backend`: a running backend (tests); otherwise one is started.
 */
export async function registerNotebook(app: FastifyInstance, pathRule: NotebookPathRule, backend?: NotebookBackend): Promise<NotebookBackend> {
  const settings = notebookSettingsFromEnv({ ...app.config.notebook, DATA_DIR: app.config.dataDir }, app.config.dataDir);
  const jupyter = backend ?? (await startNotebookBackend(settings, app.log));
  if (!backend) app.addHook('onClose', async () => jupyter.close());
  app.decorate(NOTEBOOK_BACKEND_DECORATOR, jupyter);
  const kernels = new KernelStore(app.db);
  const personalTokens = new NotebookTokenService(app.db, () => app.clock.now());
  // The kernel pool (issue 14), for the backend this app starts itself (a backend handed in, as in tests, gets none).
  let pool: KernelPool | null = null;
  if (!backend && settings.poolSize > 0) {
    if (jupyter.pool) {
      pool = new KernelPool({
        size: settings.poolSize,
        host: jupyter.pool,
        jupyter: new JupyterApi(jupyter),
        kernels,
        caps: settings.limits,
        log: app.log,
        onChange: (ready) => app.metrics.kernelPoolReady.set(ready),
      });
      const started = pool;
      // Filled once the server listens, not before (issue 33): its kernels' start took about 2 s of a restart on 2 cores
      // (Python processes beside the server, and each reservation holds PGlite's one connection while it asks Jupyter
      // for its kernels), and no request waits for a pooled kernel: without one a kernel is started on demand.
      app.addHook('onListen', async () => started.start());
      app.addHook('preClose', async () => started.close());
      app.log.info({ size: settings.poolSize }, 'notebook: kernel pool on');
    } else {
      app.log.info('notebook: no kernel pool (NOTEBOOK_KERNEL_POOL_SIZE needs the embedded Jupyter Server in the bubblewrap sandbox)');
    }
  }
  await app.register(async (scope) => {
    // The gateway authenticates its callers itself (bearer token, personal notebook token or channel ticket; 401/403 answers,
    // outside the /api envelope), so its routes are public to the /api auth hook.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), roles: 'public' };
    });
    await scope.register(notebookGateway, {
      authenticate: (token, userId) => authenticateNotebookUser(app, token, userId),
      userById: (userId) => notebookUserById(app, userId),
      personalTokens: { matches: isNotebookToken, authenticate: (token) => personalTokens.authenticate(token) },
      channelConnectsPerMinute: settings.channelConnectsPerMinute,
      personalRecheckMs: settings.personalRecheckMs,
      tickets: new ChannelTickets(app.db, () => app.clock.now()),
      pathRule,
      jupyter,
      kernels,
      limits: settings.limits,
      pool,
      events: {
        started: (seconds, ok) => {
          app.metrics.kernelStarts.inc({ outcome: ok ? 'ok' : 'failed' });
          if (ok) app.metrics.kernelStartDuration.observe(seconds);
        },
        restarted: () => app.metrics.kernelRestarts.inc(),
        stopped: () => app.metrics.kernelStops.inc({ by: 'user' }),
      },
    });
  });
  return jupyter;
}
