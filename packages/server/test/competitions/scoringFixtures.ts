// Fixtures of the scoring tests: files through the real upload flow, and a data-modelling session with groups,
// teams and accepted participants written straight to the database (the management calls are another module's).
import { createHash } from 'node:crypto';
import type { CompleteUploadResponse, SignPartsResponse, UploadSession } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import {
  competitionGroups,
  competitionParticipants,
  competitions,
  competitionSessions,
  competitionTeams,
  users,
  type CompetitionSessionRow,
} from '../../src/db/schema/index.js';
import type { Session, TestApp } from '../helper.js';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Uploads `text` as `filename` through the upload calls; answers the uploader's link. */
/**
 * A board read once this instance has heard the session's latest change: PostgreSQL announces a score a moment
 * after its commit (LISTEN/NOTIFY), so a read right after scoring may still be the version before.
 */
export async function settledBoard<B extends { code: number; data: { version: number } }>(t: TestApp, sessionId: number, read: () => Promise<B>): Promise<B> {
  const [row] = await t.app.db.select({ version: competitionSessions.boardVersion }).from(competitionSessions).where(eq(competitionSessions.id, sessionId));
  for (let attempt = 0; ; attempt++) {
    const answer = await read();
    if (answer.code !== 1 || answer.data.version >= row!.version || attempt >= 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function uploadText(t: TestApp, as: Session, filename: string, text: string): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const created = await t.call<UploadSession>('POST', '/api/admin/upload', { as, body: { filename, size: bytes.length, md5: md5(bytes) } });
  if (created.code !== 1) throw new Error(`upload: ${created.message}`);
  const session = created.data;
  if (session.file !== null) return session.file.url;
  const numbers = Array.from({ length: session.part_count }, (_, i) => i + 1);
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${session.id}/sign`, { as, body: { part_numbers: numbers } });
  for (const part of signed.data.parts) {
    const body = bytes.subarray((part.part_number - 1) * session.part_size, part.part_number * session.part_size);
    const response = await fetch(new URL(part.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(body) });
    const etag = response.headers.get('etag') ?? '';
    await t.call('POST', `/api/admin/upload/${session.id}/part`, { as, body: { part_number: part.part_number, etag, size: body.length } });
  }
  const done = await t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${session.id}/complete`, { as, body: {} });
  if (done.code !== 1) throw new Error(`complete: ${done.message}`);
  return done.data.url;
}

/** A deterministic binary test set: ids 1..n with labels alternating in runs, so both parts hold both classes. */
export function binaryLabels(n: number): Array<{ id: string; label: number }> {
  return Array.from({ length: n }, (_, i) => ({ id: String(i + 1), label: (i * 7) % 3 === 0 ? 1 : 0 }));
}

export const labelsCsv = (rows: Array<{ id: string; label: number }>) => ['id,target', ...rows.map((r) => `${r.id},${r.label}`)].join('\n') + '\n';

/** Predictions scoring `quality` (1 = perfect ranking, 0 = random-ish but fixed) for the binary labels. */
export function predictionsCsv(rows: Array<{ id: string; label: number }>, quality: number, salt = 0): string {
  const lines = rows.map((r, i) => {
    const noise = (((i + 1) * 7919 + salt * 104729) % 1000) / 1000;
    const p = Math.min(1, Math.max(0, quality * r.label + (1 - quality) * noise));
    return `${r.id},${p.toFixed(4)}`;
  });
  return ['id,target', ...lines].join('\n') + '\n';
}

export interface ModellingSetup {
  competitionId: number;
  sessionId: number;
  groups: number[];
  /** Team id by username. */
  teams: Map<string, number>;
}

export interface SetupOptions {
  /** null: a platform competition; else the running college's id. */
  eduId: number | null;
  /** Participants by username → group index; each gets a team of one, named after them. */
  participants: Array<{ username: string; group?: number }>;
  labelsUrl: string;
  session?: Partial<CompetitionSessionRow>;
  visibility?: 'public' | 'signed_in' | 'invited';
}

export async function setupModelling(t: TestApp, options: SetupOptions): Promise<ModellingSetup> {
  const db = t.app.db;
  const now = Date.now();
  const [competition] = await db
    .insert(competitions)
    .values({
      eduId: options.eduId,
      title: `建模赛 ${now}-${Math.random().toString(36).slice(2, 6)}`,
      kind: 'individual',
      registrationStart: new Date(now - 10 * 86400_000),
      registrationEnd: new Date(now - 86400_000),
      visibility: options.visibility ?? 'signed_in',
      status: 'running',
    })
    .returning();
  const groups = await db
    .insert(competitionGroups)
    .values([
      { competitionId: competition!.id, name: '本科组', sort: 1 },
      { competitionId: competition!.id, name: '高职组', sort: 2 },
    ])
    .returning();
  const labelsKey = t.app.storageLinks.resolve(options.labelsUrl)!.key;
  const [session] = await db
    .insert(competitionSessions)
    .values({
      competitionId: competition!.id,
      stage: 'preliminary',
      title: '初赛',
      kind: 'modelling',
      startAt: new Date(now - 86400_000),
      endAt: new Date(now + 86400_000),
      metric: 'auc',
      direction: 'max',
      publicPercent: 50,
      splitSeed: 7,
      dailyLimit: 5,
      totalLimit: null,
      finalsLimit: 2,
      labelsFile: labelsKey,
      idColumn: 'id',
      targetColumn: 'target',
      ...options.session,
    })
    .returning();
  const teams = new Map<string, number>();
  for (const p of options.participants) {
    const [user] = await db.select().from(users).where(eq(users.username, p.username));
    const groupId = groups[p.group ?? 0]!.id;
    const [team] = await db
      .insert(competitionTeams)
      .values({ competitionId: competition!.id, groupId, name: `队-${p.username}`, captainId: user!.id, eduId: user!.eduId, inviteCode: `T${competition!.id}${user!.id}` })
      .returning();
    await db.insert(competitionParticipants).values({ competitionId: competition!.id, userId: user!.id, groupId, status: 'accepted', teamId: team!.id });
    teams.set(p.username, team!.id);
  }
  return { competitionId: competition!.id, sessionId: session!.id, groups: groups.map((g) => g.id), teams };
}
