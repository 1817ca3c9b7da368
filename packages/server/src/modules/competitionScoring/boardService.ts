// Boards as each viewer may see them, their history and CSV export, the organizers' list of submissions, the
// session files, and the live stream (tickets and events).
import { createHash, randomBytes } from 'node:crypto';
import {
  BOARD_PUSH_PAGE_SIZE,
  COMPETITION_TIME_ZONE,
  formatWallTime,
  type Board,
  type BoardEvent,
  type BoardHistory,
  type BoardPageChange,
  type BoardRow,
  type Paged,
  type ScoreSeries,
  type SessionSubmission,
  type SubmissionStatus,
} from '@finedu/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competitionStreamTickets, users } from '../../db/schema/index.js';
import { badRequest, forbidden, unauthorized } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import { contentDisposition } from '../../plugins/storage/index.js';
import type { AuthUser } from '../../types.js';
import { SessionAccess, sessionNotFound, type Viewer } from './access.js';
import { BoardRows, directionOf, isFrozen, type ComputedRows, type RowsKind } from './board.js';
import type { RankSnapshots } from './rankSnapshots.js';
import * as repo from './repository.js';
import { submissionOut } from './service.js';
import type { BoardHub, BoardRender } from './stream.js';

/** Boards show times in the competitions' zone (Asia/Shanghai), as the schedule and the daily limits do, whatever the host's TZ. */
export const SERVER_TIME_ZONE = COMPETITION_TIME_ZONE;
export const TICKET_COOKIE = 'finedu_board_ticket';
const TICKET_TTL_MS = 10 * 60 * 1000;
const SESSION_TTL_MS = 1000;

interface Cached {
  found: repo.SessionWithCompetition;
  groups: repo.GroupRow[];
  at: number;
}

/** A board page request after validation. */
export interface BoardPageQuery {
  group_id?: number | undefined;
  page: number;
  page_size: number;
}

export interface SubmissionPageQuery {
  group_id?: number | undefined;
  team_id?: number | undefined;
  status?: SubmissionStatus | undefined;
  page: number;
  page_size: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Rows by entry, built once per computed board (the pinned row of each of many viewers is a lookup). */
const rowIndex = new WeakMap<readonly BoardRow[], Map<number, BoardRow>>();
function rowOf(rows: readonly BoardRow[], entryId: number): BoardRow | null {
  let index = rowIndex.get(rows);
  if (index === undefined) {
    index = new Map(rows.map((r) => [r.entry_id, r]));
    rowIndex.set(rows, index);
  }
  return index.get(entryId) ?? null;
}

/** The page a stream last pushed for one (session, group, kind, organizer view): what the next change is against. */
interface Pushed {
  version: number;
  rows: Map<number, string>;
  /** When the page last went out whole (wall clock). */
  wholeAt: number;
}
const PUSHED_MAX = 256;
/**
 * A change applies only to the version it was made against; a board that loaded its page between two pushes (it
 * opened, or the server restarted) has another one. The page goes out whole this often, so such a board catches up
 * from the stream instead of refetching after every change.
 */
const WHOLE_PAGE_EVERY_MS = 2000;

/** The pushed page as a change of the previous one: the order of its entries and the rows that are new or differ. */
function pageChange(board: Omit<Board, 'me'>, previous: Pushed): { change: Omit<BoardPageChange, 'me'>; pushed: Pushed } {
  const rows = new Map(board.rows.map((r) => [r.entry_id, JSON.stringify(r)]));
  const change: Omit<BoardPageChange, 'me'> = {
    from_version: previous.version,
    version: board.version,
    group_id: board.group_id!,
    page_size: board.page_size,
    total: board.total,
    generated_at: board.generated_at,
    order: board.rows.map((r) => r.entry_id),
    rows: board.rows.filter((r) => previous.rows.get(r.entry_id) !== rows.get(r.entry_id)),
  };
  return { change, pushed: { version: board.version, rows, wholeAt: previous.wholeAt } };
}

/** A board page without the viewer's own row, and what the pinned row is taken from. */
interface PageBase {
  board: Omit<Board, 'me'>;
  groupId: number;
  kind: RowsKind;
  /** The rows the page shows (all of them), and the live rows while frozen (participants see their own results). */
  shown: ComputedRows;
  live: ComputedRows | null;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

export class BoardService {
  readonly rows: BoardRows;
  readonly access: SessionAccess;
  readonly #sessions = new Map<number, Cached>();
  readonly #pushed = new Map<string, Pushed>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly storage: StorageAdapter,
    readonly hub: BoardHub,
    /** The rank-change arrows of live boards; without it previous_rank stays null. */
    private readonly arrows?: RankSnapshots,
    /** WHOLE_PAGE_EVERY_MS unless the config says otherwise (AppConfig.boardWholePageEveryMs). */
    private readonly wholePageEveryMs = WHOLE_PAGE_EVERY_MS,
  ) {
    this.rows = new BoardRows(db);
    this.access = new SessionAccess(db);
    hub.onChange = (event) => this.#changed(event);
    hub.render = this.renderEvent;
  }

  /**
   * A score only raises the version: the cached session takes it (20 scores a second would otherwise re-read the
   * session for every board call and every push). Any other change (freeze, publish, adjust, reset) drops it.
   */
  #changed(event: BoardEvent): void {
    const cached = this.#sessions.get(event.session_id);
    if (cached === undefined) return;
    if (event.reason !== 'score') {
      this.#sessions.delete(event.session_id);
      return;
    }
    const { session } = cached.found;
    if (event.version > session.boardVersion) this.#sessions.set(event.session_id, { ...cached, found: { ...cached.found, session: { ...session, boardVersion: event.version } } });
  }

  /** The session, its competition and groups: cached for a second, and kept current by the announced changes. */
  async session(id: number): Promise<Cached> {
    const now = Date.now();
    const cached = this.#sessions.get(id);
    if (cached !== undefined && now - cached.at < SESSION_TTL_MS && this.hub.listening) return cached;
    const found = await repo.findSession(this.db, id);
    if (found === null || found.session.kind !== 'modelling') throw sessionNotFound();
    const value = { found, groups: await repo.groupsOf(this.db, found.competition.id), at: now };
    if (this.#sessions.size > 1000) this.#sessions.clear();
    this.#sessions.set(id, value);
    return value;
  }

  async viewerOf(user: AuthUser, sessionId: number): Promise<{ cached: Cached; viewer: Viewer }> {
    const cached = await this.session(sessionId);
    return { cached, viewer: await this.access.viewer(user, cached.found) };
  }

  #group(cached: Cached, wanted: number | undefined, viewer: Viewer | null): number {
    const groupId = wanted ?? (viewer?.kind === 'participant' ? viewer.groupId : cached.groups[0]?.id);
    if (groupId === undefined || !cached.groups.some((g) => g.id === groupId)) throw badRequest('组别不存在', 'Group not found');
    return groupId;
  }

  /** Which rows a viewer sees: organizers the live (or final) board; everyone else the public one. */
  #kindFor(cached: Cached, viewer: Viewer | null, now: Date): RowsKind {
    const { session } = cached.found;
    if (session.publishedAt !== null) return 'final';
    if (viewer?.kind === 'organizer') return 'live';
    return isFrozen(session, now) ? 'freeze' : 'live';
  }

  async board(user: AuthUser | null, sessionId: number, query: BoardPageQuery): Promise<Board> {
    const now = this.clock.now();
    let cached: Cached;
    let viewer: Viewer | null = null;
    if (user === null) {
      cached = await this.session(sessionId);
      if (!this.#publicBoardOpen(cached, now)) throw sessionNotFound();
    } else {
      ({ cached, viewer } = await this.viewerOf(user, sessionId));
    }
    const base = await this.#pageBase(cached, viewer, query, now);
    return { ...base.board, me: this.#me(base, viewer) };
  }

  /** A page of the board as `viewer` sees it (every viewer of one group and kind gets the same), without `me`. */
  async #pageBase(cached: Cached, viewer: Viewer | null, query: BoardPageQuery, now: Date): Promise<PageBase> {
    const { session, competition } = cached.found;
    const groupId = this.#group(cached, query.group_id, viewer);
    const kind = this.#kindFor(cached, viewer, now);
    const computed = await this.#withArrows(session.id, groupId, kind, await this.rows.rows(session, groupId, kind, now), now);
    // Participants keep seeing their own new results during the freeze (their rank stays the frozen one).
    const live = kind === 'freeze' && viewer?.kind === 'participant' ? await this.rows.rows(session, groupId, 'live', now) : null;
    const page = query.page;
    const pageSize = query.page_size;
    const frozen = isFrozen(session, now);
    const board: Omit<Board, 'me'> = {
      competition_id: competition.id,
      session_id: session.id,
      session_title: session.title,
      metric: session.metric as Board['metric'],
      direction: directionOf(session),
      state: session.publishedAt !== null ? 'final' : frozen ? 'frozen' : 'live',
      frozen_at: session.freezeAt !== null && (frozen || session.publishedAt !== null) && session.freezeAt <= now ? session.freezeAt.toISOString() : null,
      generated_at: computed.at.toISOString(),
      time_zone: SERVER_TIME_ZONE,
      version: kind === 'freeze' ? session.boardVersion : computed.version,
      groups: cached.groups.map((g) => ({ id: g.id, name: g.name })),
      group_id: groupId,
      rows: computed.rows.slice((page - 1) * pageSize, page * pageSize),
      total: computed.rows.length,
      page,
      page_size: pageSize,
      organizer_view: viewer?.kind === 'organizer',
    };
    return { board, groupId, kind, shown: computed, live };
  }

  /** Live rows get their rank-change arrows (rankSnapshots.ts); frozen and final rows never do. */
  async #withArrows<T extends ComputedRows>(sessionId: number, groupId: number, kind: RowsKind, computed: T, now: Date): Promise<T> {
    if (kind !== 'live' || this.arrows === undefined) return computed;
    return { ...computed, rows: await this.arrows.apply(sessionId, groupId, computed.rows, now) };
  }

  /** The viewer's own entry, pinned (participants of the page's group only). */
  #me(base: PageBase, viewer: Viewer | null): BoardRow | null {
    if (viewer?.kind !== 'participant' || viewer.teamId === null || viewer.groupId !== base.groupId) return null;
    const shown = rowOf(base.shown.rows, viewer.teamId);
    if (base.live === null) return shown;
    const live = rowOf(base.live.rows, viewer.teamId);
    return live === null ? shown : { ...live, rank: shown?.rank ?? null, previous_rank: null };
  }

  /**
   * The stream's pages (BoardHub.render): each viewer's first page of its default group, computed and serialised
   * once per (group, kind, organizer view) as a change of the page pushed before (whole when there is none), with
   * the viewer's own row added to that shared text.
   */
  readonly renderEvent: BoardRender = async (event, viewers) => {
    const now = this.clock.now();
    const cached = await this.session(event.session_id);
    const query: BoardPageQuery = { page: 1, page_size: BOARD_PUSH_PAGE_SIZE };
    const keyOf = (viewer: Viewer | null) => `${this.#group(cached, undefined, viewer)}:${this.#kindFor(cached, viewer, now)}:${viewer?.kind === 'organizer'}`;
    const pages = new Map<string, { base: PageBase; head: string }>();
    const eventHead = JSON.stringify(event).slice(0, -1);
    for (const viewer of viewers) {
      const key = keyOf(viewer);
      if (pages.has(key)) continue;
      const base = await this.#pageBase(cached, viewer, query, now);
      const pushedKey = `${event.session_id}:${key}`;
      const previous = this.#pushed.get(pushedKey);
      let body: string;
      if (previous !== undefined && previous.version <= base.board.version && Date.now() - previous.wholeAt < this.wholePageEveryMs) {
        const { change, pushed } = pageChange(base.board, previous);
        body = `"change":${JSON.stringify(change)}`;
        this.#pushed.set(pushedKey, pushed);
      } else {
        body = `"board":${JSON.stringify(base.board)}`;
        this.#pushed.set(pushedKey, { version: base.board.version, rows: new Map(base.board.rows.map((r) => [r.entry_id, JSON.stringify(r)])), wholeAt: Date.now() });
      }
      if (this.#pushed.size > PUSHED_MAX) this.#pushed.delete(this.#pushed.keys().next().value!);
      // `{…event,"change":{…page,"me":` — each client's own row and the closing braces follow.
      pages.set(key, { base, head: `${eventHead},${body.slice(0, -1)},"me":` });
    }
    return (viewer) => {
      const page = pages.get(keyOf(viewer))!;
      return `${page.head}${JSON.stringify(this.#me(page.base, viewer))}}}`;
    };
  };

  #publicBoardOpen(cached: Cached, now: Date): boolean {
    const { session, competition } = cached.found;
    return competition.visibility === 'public' && competition.status !== 'draft' && (session.publishedAt !== null || isFrozen(session, now));
  }

  /** Score over time of the board's top 10 (as the viewer sees the board; frozen viewers see no later point). */
  async history(user: AuthUser, sessionId: number, groupIdWanted: number | undefined): Promise<BoardHistory> {
    const now = this.clock.now();
    const { cached, viewer } = await this.viewerOf(user, sessionId);
    const { session } = cached.found;
    const groupId = this.#group(cached, groupIdWanted, viewer);
    const kind = this.#kindFor(cached, viewer, now);
    const top = (await this.rows.rows(session, groupId, kind, now)).rows.filter((r) => r.rank !== null).slice(0, 10);
    const until = kind === 'freeze' ? session.freezeAt : null;
    const attempts = await repo.scoredAttempts(this.db, session.id, groupId, until);
    const direction = directionOf(session);
    const series: ScoreSeries[] = top.map((row) => {
      const own = attempts.filter((a) => a.teamId === row.entry_id && a.publicScore !== null).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      const points: ScoreSeries['points'] = [];
      let best: number | null = null;
      for (const a of own) {
        const value = a.publicScore!;
        if (best === null || (direction === 'max' ? value > best : value < best)) {
          best = value;
          points.push({ at: a.createdAt.toISOString(), score: value });
        }
      }
      return { entry_id: row.entry_id, name: row.name, points };
    });
    return { session_id: session.id, group_id: groupId, series };
  }

  async listSubmissions(user: AuthUser, sessionId: number, query: SubmissionPageQuery, locale: Locale): Promise<Paged<SessionSubmission>> {
    const { viewer } = await this.viewerOf(user, sessionId);
    if (viewer.kind !== 'organizer' && viewer.kind !== 'college_staff') throw forbidden();
    const page = query.page;
    const pageSize = query.page_size;
    const { rows, total } = await repo.sessionSubmissions(
      this.db,
      sessionId,
      { groupId: query.group_id, teamId: query.team_id, status: query.status, ...(viewer.kind === 'college_staff' ? { eduId: viewer.eduId } : {}) },
      page,
      pageSize,
    );
    // College staff in a platform competition see their own teams' public scores, never a private one.
    const showPrivate = viewer.kind === 'organizer';
    return {
      list: rows.map((r) => ({ ...submissionOut(r, showPrivate, locale), team_name: r.teamName, group_id: r.groupId })),
      total,
      page,
      page_size: pageSize,
    } as Paged<SessionSubmission>;
  }

  /** The organizers' CSV of a group's board (live, or final once published), times in the server's zone. */
  async exportCsv(user: AuthUser, sessionId: number, groupIdWanted: number | undefined, reply: FastifyReply): Promise<FastifyReply> {
    const now = this.clock.now();
    const { cached, viewer } = await this.viewerOf(user, sessionId);
    if (viewer.kind !== 'organizer') throw forbidden();
    const groupId = this.#group(cached, groupIdWanted, viewer);
    const kind = cached.found.session.publishedAt !== null ? 'final' : 'live';
    const { rows } = await this.rows.rows(cached.found.session, groupId, kind, now);
    // Papa Parse writes the CSV; `escapeFormulae` keeps a cell starting with = + - @ tab or CR from running as a spreadsheet formula.
    const csv = Papa.unparse(
      {
        fields: ['rank', 'entry_id', 'team', 'college', 'members', 'score', `reached_at (${SERVER_TIME_ZONE})`, 'submissions'],
        data: rows.map((r) => [r.rank, r.entry_id, r.name, r.college, r.members.join(' '), r.score, formatWallTime(r.reached_at, SERVER_TIME_ZONE, 'seconds'), r.submissions]),
      },
      { escapeFormulae: true, newline: '\r\n' },
    );
    const group = cached.groups.find((g) => g.id === groupId)?.name ?? String(groupId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', `${cached.found.session.title}-${group}-board.csv`))
      .send(`\uFEFF${csv}\r\n`);
  }

  /** The training data or the test set (never the labels): organizers and the session's participants. */
  async downloadFile(user: AuthUser, sessionId: number, which: 'train' | 'test', reply: FastifyReply): Promise<FastifyReply> {
    const { cached, viewer } = await this.viewerOf(user, sessionId);
    if (viewer.kind === 'reader') throw forbidden();
    const { session } = cached.found;
    const key = which === 'train' ? session.trainFile : session.testFile;
    if (key === null) throw badRequest('该文件尚未上传', 'This file has not been uploaded yet');
    const object = await this.storage.read(key);
    if (object === null) throw badRequest('文件不存在', 'The file is missing');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-length', String(object.size))
      .header('content-disposition', contentDisposition('attachment', `${session.title}-${which}.csv`))
      .header('x-content-type-options', 'nosniff')
      .send(object.stream);
  }

  /** Issues a stream ticket as an HttpOnly cookie for the session's stream path. */
  async ticket(user: AuthUser, sessionId: number, request: FastifyRequest, reply: FastifyReply): Promise<{ expires_at: string }> {
    await this.viewerOf(user, sessionId);
    const ticket = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
    await this.db.delete(competitionStreamTickets).where(and(eq(competitionStreamTickets.userId, user.id), lt(competitionStreamTickets.expiresAt, now)));
    await this.db.insert(competitionStreamTickets).values({ hash: sha256(ticket), userId: user.id, sessionId, expiresAt });
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${TICKET_COOKIE}=${ticket}; Path=/api/competition/session/${sessionId}/board/stream; Max-Age=${TICKET_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`);
    return { expires_at: expiresAt.toISOString() };
  }

  async stream(request: FastifyRequest, reply: FastifyReply, sessionId: number, publicStream: boolean): Promise<FastifyReply> {
    // Anonymous streams are refused at their address's cap before any database work.
    if (publicStream) this.hub.admit(reply, { userId: null, address: request.ip });
    const now = this.clock.now();
    const cached = await this.session(sessionId);
    let viewer: Viewer | null = null;
    let userId: number | null = null;
    if (publicStream) {
      if (!this.#publicBoardOpen(cached, now)) throw sessionNotFound();
    } else {
      const ticket = cookie(request.headers.cookie, TICKET_COOKIE);
      if (ticket === null || ticket.length > 64) throw unauthorized('请先获取看板连接凭证', 'Get a board stream ticket first');
      const [row] = await this.db
        .select({ id: users.id, role: users.role, eduId: users.eduId, username: users.username })
        .from(competitionStreamTickets)
        .innerJoin(users, eq(users.id, competitionStreamTickets.userId))
        .where(and(eq(competitionStreamTickets.hash, sha256(ticket)), eq(competitionStreamTickets.sessionId, sessionId), gt(competitionStreamTickets.expiresAt, now)));
      if (row === undefined) throw unauthorized('看板连接凭证无效或已过期', 'The board stream ticket is invalid or has expired');
      // The viewer decides the page each event carries (the same rules as the board call).
      const user: AuthUser = { id: row.id, role: row.role as AuthUser['role'], edu_id: row.eduId, username: row.username, token_id: 0 };
      viewer = await this.access.viewer(user, cached.found);
      userId = user.id;
    }
    const current: BoardEvent = { session_id: sessionId, version: cached.found.session.boardVersion, reason: 'score', at: now.toISOString() };
    return this.hub.open(request, reply, sessionId, current, viewer, { userId, address: request.ip });
  }

  /** Takes the freeze snapshot of every session whose freeze time has passed, and announces it. */
  async freezeDue(): Promise<number> {
    const now = this.clock.now();
    let frozen = 0;
    for (const id of await repo.sessionsToFreeze(this.db, now)) {
      const found = await repo.findSession(this.db, id);
      if (found === null) continue;
      for (const group of await repo.groupsOf(this.db, found.competition.id)) await this.rows.rows(found.session, group.id, 'freeze', now);
      await this.db.transaction((tx) => repo.bumpVersion(tx, id, 'freeze', now));
      frozen += 1;
    }
    return frozen;
  }
}
