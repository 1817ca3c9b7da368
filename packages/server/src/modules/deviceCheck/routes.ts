import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEVICE_CHECK_CALLS, DEVICE_CHECK_MAX_BYTES, DEVICE_CHECK_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { refusalError, setMaxPayload, SocketBudget } from '../../lib/socketBudget.js';
import { ECHO_MAX_BYTES, ECHO_SOCKETS_PER_USER, ECHO_SOCKETS_TOTAL, EchoTickets } from './echo.js';
import { DeviceCheckObservations } from './observations.js';
import { DeviceCheckService } from './service.js';

/** Speed checks (and echo tickets) per user and route in a minute: a check moves a few MiB once or twice; a loop is refused. */
export const SPEED_CHECKS_PER_MINUTE = 10;
/**
 * The download repeats one random block this long: random data leaves a compressing proxy nothing to gain, and a
 * period of 1 MiB is beyond the window of gzip (32 KiB) and of nginx's brotli (512 KiB by default).
 */
const BLOCK_BYTES = 1024 * 1024;
const MAX_MIB = DEVICE_CHECK_MAX_BYTES / (1024 * 1024);
const tooLarge = () =>
  new AppError(0, { zh: `测速上传的数据不能超过 ${MAX_MIB} MiB`, en: `The speed check's upload may be at most ${MAX_MIB} MiB` }, 413);
/** What the upload parser counted (the body itself is dropped as it arrives). */
interface Counted {
  counted: number;
  /** From the parser's start to the body's last byte (ms). */
  ms: number;
}

let block: Buffer | null = null;
function randomStream(bytes: number): Readable {
  block ??= randomBytes(BLOCK_BYTES);
  const source = block;
  let left = bytes;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const size = Math.min(left, source.length);
      left -= size;
      this.push(size === source.length ? source : source.subarray(0, size));
    },
  });
}

/** Per signed-in user (the route's auth has run: the limiter's hook follows the app's), else per address. */
const perUser = (request: FastifyRequest): string => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
const speedLimit = { rateLimit: { max: SPEED_CHECKS_PER_MINUTE, timeWindow: 60_000, keyGenerator: perUser } };

/** The pre-exam device check (FullTest, issue 12): speed and round-trip probes, the echo socket, the stored reports. */
export const deviceCheckRoutes: FastifyPluginAsync = async (app) => {
  const observations = new DeviceCheckObservations(app.db, app.clock);
  const service = new DeviceCheckService(app.db, app.clock, observations);
  const tickets = new EchoTickets(app.db, app.clock);
  const echoSockets = new SocketBudget({ what: { zh: '回声检测', en: 'echo check' }, perUser: ECHO_SOCKETS_PER_USER, total: ECHO_SOCKETS_TOTAL, retryAfterS: 30 });
  /** The user each echo upgrade's ticket was issued to: the socket is theirs. */
  const echoUsers = new WeakMap<FastifyRequest, number>();

  // The upload's body is counted as it streams in and dropped; more than DEVICE_CHECK_MAX_BYTES is refused (413).
  // Only this module's routes parse octet-streams so.
  const oversize = new WeakSet<FastifyRequest>();
  app.addContentTypeParser('application/octet-stream', (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    const refuse = () => {
      oversize.add(request);
      payload.removeAllListeners('data');
      payload.resume();
      done(tooLarge(), undefined);
    };
    if (declared > DEVICE_CHECK_MAX_BYTES) return refuse();
    const counted: Counted = { counted: 0, ms: 0 };
    const started = performance.now();
    let finished = false;
    payload.on('data', (chunk: Buffer) => {
      counted.counted += chunk.length;
      if (counted.counted > DEVICE_CHECK_MAX_BYTES && !finished) {
        finished = true;
        refuse();
      }
    });
    payload.on('end', () => {
      if (!finished) {
        finished = true;
        counted.ms = Math.round((performance.now() - started) * 1000) / 1000;
        done(null, counted);
      }
    });
    payload.on('error', (error) => {
      if (!finished) {
        finished = true;
        done(error, undefined);
      }
    });
  });
  // An upload refused half way: the connection closes after the answer rather than read the rest.
  app.addHook('onSend', async (request, reply, payload) => {
    if (oversize.has(request)) reply.header('connection', 'close');
    return payload;
  });

  // The echo's upgrade spends its ticket before any socket opens; without a good one the upgrade is refused. The
  // socket takes messages of at most ECHO_MAX_BYTES (a larger frame closes it with 1009 from its header, unread), and
  // a user has at most ECHO_SOCKETS_PER_USER open (429), everyone ECHO_SOCKETS_TOTAL (503).
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.call !== 'deviceCheckEcho' || !request.ws) return;
    setMaxPayload(request, ECHO_MAX_BYTES);
    const full = echoSockets.full();
    if (full) throw refusalError(full, reply);
    const userId = await tickets.spend(request);
    // HTTP 401 (not the envelope's 200): a refused upgrade is told apart by its status.
    if (userId === null)
      throw new AppError(-401, { zh: '回声检测凭证无效或已过期，请重新开始检测', en: 'The echo ticket is missing, used or expired; start the check again' }, 401);
    const refused = echoSockets.reserve(userId, request);
    if (refused) throw refusalError(refused, reply);
    echoUsers.set(request, userId);
  });

  registerCalls(
    app,
    DEVICE_CHECK_CALLS,
    DEVICE_CHECK_SCHEMAS,
    {
      deviceCheckPing: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { server_now: app.clock.now().getTime() };
      },
      deviceCheckDownload: async (request, reply) => {
        const bytes = request.query.bytes;
        // The server's own timing: from here until the last byte is handed to the network (an upper bound of the speed).
        const started = performance.now();
        const userId = request.user.id;
        reply.raw.once('finish', () => {
          observations.transfer(userId, 'download', bytes, performance.now() - started).catch((err: unknown) => request.log.warn({ err }, 'device check: recording a download failed'));
        });
        // no-transform: no proxy may compress or otherwise rework the bytes being timed.
        return reply
          .header('cache-control', 'no-store, no-transform')
          .header('content-length', bytes)
          .type('application/octet-stream')
          .send(randomStream(bytes));
      },
      deviceCheckUpload: async (request, reply) => {
        const body = request.body as Counted | undefined;
        if (typeof body?.counted !== 'number') throw badRequest('请以 application/octet-stream 上传测速数据', 'Send the speed check data as application/octet-stream');
        reply.header('cache-control', 'no-store');
        await observations.transfer(request.user.id, 'upload', body.counted, body.ms);
        return { bytes: body.counted, server_ms: body.ms };
      },
      deviceCheckEchoTicket: (request, reply) => tickets.issue(request.user, request, reply),
      // A plain GET (no upgrade) of the echo.
      deviceCheckEcho: async () => {
        throw new AppError(0, { zh: '请以 WebSocket 连接回声检测', en: 'Open the echo check as a WebSocket' }, 426);
      },
      saveDeviceCheckReport: (request) => service.save(request.user, request.body, String(request.headers['user-agent'] ?? '')),
      listMyDeviceCheckReports: (request) => service.mine(request.user),
      getDeviceCheckReport: (request) => service.get(request.user, request.params.id),
      deviceCheckRoster: (request) => service.roster(request.user, request.query),
    },
    {
      tags: ['device-check'],
      routes: {
        deviceCheckDownload: { config: speedLimit },
        // No bodyLimit: the octet-stream parser above counts and limits (a JSON body keeps the app's 1 MiB).
        deviceCheckUpload: { config: speedLimit },
        // Each ticket is a row: a page asks for one per check run.
        deviceCheckEchoTicket: { config: speedLimit },
        deviceCheckEcho: {
          wsHandler: (socket, request) => {
            const userId = echoUsers.get(request);
            if (userId === undefined) return socket.close(1011, 'no ticket');
            tickets.serve(socket, userId, observations, request.log);
          },
        },
      },
    },
  );
};
