// @lane kernel
// Issue 13: the IDOR sweep. Two colleges with one of everything (test/security/tenants.ts), every thing marked; then
// every route of the OpenAPI document the server serves that takes an id-like path, query or body field is called by
// each role of the other college with the other college's ids (all at once, and one at a time among the caller's own
// ids), and by a student with a classmate's ids (attempt, answers, work, uploads, notebooks). Every answer must be a
// refusal or hold only the caller's own things: never a 5xx, never a write accepted, never another college's marker.
import { XLSX_MIME } from '@finedu/domain';
import ExcelJS from 'exceljs';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { TestKernel } from '../notebook/helpers.js';
import { kindOf } from './kinds.js';
import { isIdLike, loadOperations, sample, sampleParameters, urlOf, type JsonSchema, type Location, type Operation } from './openapi.js';
import { inBatches, send, type Answer } from './send.js';
import { setUpPlatform, setUpTenant, STUDENT_KINDS, type Kind, type Platform, type Tenant } from './tenants.js';

let jupyter: JupyterProcess;
let t: TestApp;
let platform: Platform;
let one: Tenant;
let two: Tenant;
let operations: Operation[];

beforeAll(async () => {
  jupyter = await sharedJupyter();
  t = await createTestApp({}, { notebook: jupyter });
  platform = await setUpPlatform(t, await t.login('admin'));
  const logins = (suffix: string) => ({ eduadmin: `eduadmin${suffix}`, teacher: `teacher${suffix}`, student: `student${suffix}` });
  one = await setUpTenant(t, platform, { name: 'college 1', marker: 'QZMKone', peerMarker: 'QZPRone', logins: logins(''), notebook: true });
  two = await setUpTenant(t, platform, { name: 'college 2', marker: 'QZMKtwo', peerMarker: 'QZPRtwo', logins: logins('2'), notebook: true });
  operations = await loadOperations(t);
}, 180_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

type Ids = Partial<Record<Kind, number | string>>;

/** Who attacks with whose ids, and what they must never see. */
interface Scenario {
  label: string;
  attacker: Session;
  own: Ids;
  foreign: Ids;
  forbidden: string[];
}

function scenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const [home, away] of [
    [one, two],
    [two, one],
  ] as const) {
    const foreign: Ids = { ...away.ids };
    for (const [role, attacker] of [
      ['edu_admin', home.eduadmin],
      ['edu_teacher', home.teacher],
      ['edu_student', home.student],
    ] as const) {
      out.push({ label: `${role} of ${home.name} with ${away.name}'s ids`, attacker, own: { ...platform.ids, ...home.ids }, foreign, forbidden: [away.marker, away.peerMarker, platform.marker] });
    }
    // The other college's student's work on a case both colleges study: only the student's id is foreign.
    for (const [role, attacker] of [
      ['edu_admin', home.eduadmin],
      ['edu_teacher', home.teacher],
    ] as const) {
      out.push({
        label: `${role} of ${home.name} with ${away.name}'s student on a shared case`,
        attacker,
        own: { ...platform.ids, ...home.ids, case: home.sharedCase },
        foreign: { user: away.ids.user! },
        forbidden: [away.marker, away.peerMarker, platform.marker],
      });
    }
    const classmate = Object.fromEntries(STUDENT_KINDS.filter((k) => home.peerIds[k] !== undefined).map((k) => [k, home.peerIds[k]!]));
    out.push({ label: `edu_student of ${home.name} with a classmate's ids`, attacker: home.student, own: { ...platform.ids, ...home.ids }, foreign: classmate, forbidden: [home.peerMarker, away.marker, platform.marker] });
  }
  return out;
}

interface IdField {
  where: Location;
  name: string;
  kind: Kind;
}

/** The id-like fields of a schema's objects (any depth), with the schema of each. */
function bodyIdFields(op: Operation, schema: JsonSchema | undefined, out: IdField[] = []): IdField[] {
  if (schema === undefined) return out;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) bodyIdFields(op, part, out);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const kind = isIdLike(name) ? kindOf(op, name, 'body', child) : null;
    if (kind !== null && !out.some((f) => f.name === name)) out.push({ where: 'body', name, kind });
    bodyIdFields(op, child, out);
  }
  if (schema.items) bodyIdFields(op, schema.items, out);
  if (typeof schema.additionalProperties === 'object') bodyIdFields(op, schema.additionalProperties, out);
  return out;
}

function idFieldsOf(op: Operation): IdField[] {
  const params = op.parameters.filter((p) => isIdLike(p.name) || p.name === 'kernel').flatMap((p) => {
    const kind = kindOf(op, p.name, p.in, p.schema);
    return kind === null ? [] : [{ where: p.in as Location, name: p.name, kind }];
  });
  return [...params, ...(op.body?.contentType.includes('json') ? bodyIdFields(op, op.body.schema) : [])];
}

interface Attack {
  op: Operation;
  scenario: Scenario;
  /** Which fields carry a foreign id. */
  foreignFields: IdField[];
  url: string;
  body?: unknown;
}

let salt = 0;

/** All foreign ids at once; then, where there are several, each alone among the caller's own ids. */
function attacksOf(op: Operation, scenario: Scenario): Attack[] {
  const fields = idFieldsOf(op);
  const foreignable = fields.filter((f) => scenario.foreign[f.kind] !== undefined && scenario.foreign[f.kind] !== scenario.own[f.kind]);
  if (foreignable.length === 0) return [];
  const sets = [foreignable, ...(foreignable.length > 1 ? foreignable.map((f) => [f]) : [])];
  return sets.map((foreignFields) => {
    const id = (name: string, where: Location) => {
      const field = fields.find((f) => f.name === name && f.where === where);
      if (field === undefined) return undefined;
      const foreign = foreignFields.includes(field);
      return (foreign ? scenario.foreign[field.kind] : scenario.own[field.kind]) ?? scenario.own[field.kind];
    };
    const { path, query } = sampleParameters(op, { id });
    const wanted = new Set(foreignFields.filter((f) => f.where === 'body').map((f) => f.name));
    salt += 1;
    const body = op.body?.contentType.includes('json') ? sample(op.body.schema, { where: 'body', id, wanted, salt: String(salt) }) : undefined;
    return { op, scenario, foreignFields, url: urlOf(op, path, query), body };
  });
}

/** Text of every cell of an .xlsx answer (a marker inside the zip is not readable as bytes). */
async function spreadsheetText(answer: Answer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(answer.raw as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.text)))));
  return cells.join('\n');
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The phrasing of the request validator (plugins/validation-message.ts, en-US): the sample request itself was wrong. */
const VALIDATION = /^(\S+ is required|\S+ must (be|have|not)|\S+ has an invalid|Unknown field|\S+ is invalid)/;

/** Values of the fields named `names` (and their singular or plural) anywhere in `data`, except in a `rejected` list. */
function valuesNamed(data: unknown, names: ReadonlySet<string>, out: string[] = []): string[] {
  if (Array.isArray(data)) data.forEach((item) => valuesNamed(item, names, out));
  else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'rejected') continue;
      const named = names.has(key) || names.has(`${key}s`) || names.has(key.replace(/s$/, ''));
      if (named && (typeof value === 'number' || typeof value === 'string')) out.push(String(value));
      else if (named && Array.isArray(value)) value.forEach((v) => out.push(String(v)));
      else valuesNamed(value, names, out);
    }
  }
  return out;
}

async function judge(attack: Attack, answer: Answer): Promise<string | null> {
  const { op } = attack;
  const label = `${op.method} ${op.path} as ${attack.scenario.label} (foreign: ${attack.foreignFields.map((f) => `${f.where}.${f.name}`).join(', ')})`;
  if (answer.status >= 500) return `${label}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`;
  const text = answer.contentType.includes('spreadsheetml') ? await spreadsheetText(answer) : answer.text;
  const leaked = attack.scenario.forbidden.filter((marker) => text.includes(marker));
  if (leaked.length > 0) return `${label}: the answer holds ${leaked.join(', ')}: ${text.slice(0, 200)}`;
  const api = op.path.startsWith('/api/');
  // Outside /api (the notebook gateway) an answer about another user's session or kernel is refused, reads too.
  if (!api && answer.status < 400) return `${label}: accepted (${answer.status}): ${answer.text.slice(0, 200)}`;
  // A file is an answer like a list: it may hold the caller's own things only (checked above, cell by cell).
  if (api && answer.json === undefined && (WRITES.has(op.method) || !answer.contentType.includes('spreadsheetml'))) {
    return `${label}: answered ${answer.contentType} (${answer.status}), not a refusal`;
  }
  // An id in the path names the one thing the call is about: answering it is handing over someone else's thing.
  if (api && answer.json?.code === 1 && attack.foreignFields.some((f) => f.where === 'path')) return `${label}: answered: ${answer.text.slice(0, 200)}`;
  // A write that goes through must have ignored the foreign ids: none comes back in the field it was sent in (an item
  // the answer lists as `rejected` is a refusal).
  if (api && answer.json?.code === 1 && WRITES.has(op.method)) {
    const sent = new Set(attack.foreignFields.map((f) => String(attack.scenario.foreign[f.kind])));
    const echoed = valuesNamed(answer.json.data, new Set(attack.foreignFields.map((f) => f.name))).filter((v) => sent.has(v));
    if (echoed.length > 0) return `${label}: the write was accepted with ${echoed.join(', ')}: ${answer.text.slice(0, 200)}`;
  }
  if (api && answer.json?.code === 0 && VALIDATION.test(answer.json.message ?? '')) return `${label}: the sample request is invalid, so the check proves nothing: ${answer.json.message}`;
  return null;
}

async function run(attacks: Attack[]): Promise<string[]> {
  const verdicts = await inBatches(
    attacks.map((attack) => async () => {
      const answer = await send(t, { method: attack.op.method, url: attack.url, as: attack.scenario.attacker, body: attack.body, headers: { 'accept-language': 'en-US' } });
      return judge(attack, answer);
    }),
  );
  return verdicts.filter((v): v is string => v !== null);
}

describe('ids of another college, or of a classmate', () => {
  it('are refused (or answer only the caller’s own things) on every route that takes them', async () => {
    const attacks = scenarios().flatMap((scenario) => operations.flatMap((op) => attacksOf(op, scenario)));
    expect(new Set(attacks.map((a) => `${a.op.method} ${a.op.path}`)).size).toBeGreaterThan(80);
    // Reads first, then writes, deletions last: a write that got through must not hide the reads' findings.
    const phase = (op: Operation) => (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);
    const problems: string[] = [];
    for (const p of [0, 1, 2]) problems.push(...(await run(attacks.filter((a) => phase(a.op) === p))));
    expect(problems).toEqual([]);
  });

  it('left every college’s things as their owners made them', async () => {
    for (const tenant of [one, two]) {
      const { teacher, student, peer, marker, peerMarker, ids, peerIds } = tenant;
      const reads: Array<[Session, string, string]> = [
        [teacher, `/api/admin/course/${ids.course}`, marker],
        [teacher, `/api/admin/chapter/${ids.chapter}`, marker],
        [tenant.eduadmin, `/api/admin/class/${ids.class}`, marker],
        [teacher, `/api/exam/question/${ids.question}`, marker],
        [teacher, `/api/exam/paper/${ids.paper}`, marker],
        [teacher, `/api/exam/examine/${ids.exam}`, marker],
        [teacher, `/api/admin/resource/${ids.resource}`, marker],
        [student, `/api/exam/attempt/${ids.attempt}`, marker],
        [peer, `/api/exam/attempt/${peerIds.attempt}`, peerMarker],
        [student, `/api/classroom/bigdata/case/${ids.case}`, marker],
        [peer, `/api/classroom/bigdata/case/${ids.case}`, peerMarker],
      ];
      for (const [as, url, expected] of reads) {
        const res = await send(t, { method: 'GET', url, as });
        expect([url, res.json?.code, res.text.includes(expected)]).toEqual([url, 1, true]);
      }
      for (const [as, session] of [
        [student, ids.notebookSession],
        [peer, peerIds.notebookSession],
      ] as const) {
        expect((await send(t, { method: 'GET', url: `/notebook/api/sessions/${session}`, as })).status).toBe(200);
      }
      // Personal notebook tokens (issue 35): the sweep's revokes of another's token left each one live.
      for (const [as, id, expected] of [
        [student, ids.notebookToken, marker],
        [peer, peerIds.notebookToken, peerMarker],
      ] as const) {
        const res = await send(t, { method: 'GET', url: '/api/admin/notebook-token', as });
        const mine = (res.json?.data as { list: Array<{ id: number; name: string; live: boolean }> }).list.find((token) => token.id === id);
        expect(mine).toMatchObject({ name: `${expected}令牌`, live: true });
      }
    }
  });
});

describe('imports (their bodies are files, which the sweep does not make)', () => {
  it('a user import naming another college lands in the caller’s own college', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('用户导入');
    sheet.addRow(['用户名*', '姓名*', '角色*', '初始密码*']);
    sheet.addRow(['idor.import', '导入学生', '学生', 'Passw0rd']);
    const file = new Uint8Array(await book.xlsx.writeBuffer());
    const answer = await send(t, { method: 'POST', url: `/api/admin/user/import?edu_id=${two.eduId}`, as: one.eduadmin, headers: { 'content-type': XLSX_MIME }, body: file });
    expect(answer.status).toBe(200);
    const inTwo = await t.call<{ total: number }>('GET', '/api/admin/user?keyword=idor.import', { as: two.eduadmin });
    expect(inTwo.data.total).toBe(0);
    if (answer.json?.code === 1) {
      const inOne = await t.call<{ list: Array<{ edu_id: number }> }>('GET', '/api/admin/user?keyword=idor.import', { as: one.eduadmin });
      expect(inOne.data.list.map((u) => u.edu_id)).toEqual([one.eduId]);
    }
  });

  it('a question import (or its preview) into another college’s category is refused', async () => {
    const aiken = new TextEncoder().encode('无风险利率以何近似？\nA. 股票\nB. 国债\nANSWER: B\n');
    const count = async () => (await t.call<{ total: number }>('GET', `/api/exam/question?category_id=${two.ids.questionCategory}`, { as: two.teacher })).data.total;
    const before = await count();
    for (const as of [one.teacher, one.eduadmin]) {
      for (const path of ['import', 'import/preview']) {
        const answer = await send(t, {
          method: 'POST',
          url: `/api/exam/question/${path}?format=aiken&category_id=${two.ids.questionCategory}`,
          as,
          headers: { 'content-type': 'application/octet-stream' },
          body: aiken,
        });
        expect([path, answer.status, answer.json?.code]).toEqual([path, 200, 0]);
      }
    }
    expect(await count()).toBe(before);
  });
});

describe('the device check roster (its query takes one of class_id and exam_id, so the sweep’s samples, which fill both, only meet the validator)', () => {
  it('refuses another college’s class or exam to its staff, and any roster to a student', async () => {
    for (const [home, away] of [
      [one, two],
      [two, one],
    ] as const) {
      for (const as of [home.eduadmin, home.teacher, home.student]) {
        for (const query of [`class_id=${away.ids.class}`, `exam_id=${away.ids.exam}`]) {
          const answer = await send(t, { method: 'GET', url: `/api/device-check/roster?${query}`, as, headers: { 'accept-language': 'en-US' } });
          expect([query, answer.status, answer.json?.code]).toEqual([query, 200, 0]);
          expect(answer.text).not.toContain(away.marker);
        }
      }
      // The same calls with the college's own ids answer (so the refusals above are the college rule, not the sample).
      for (const query of [`class_id=${home.ids.class}`, `exam_id=${home.ids.exam}`]) {
        const own = await send(t, { method: 'GET', url: `/api/device-check/roster?${query}`, as: home.teacher });
        expect([query, own.json?.code, own.text.includes(home.marker)]).toEqual([query, 1, true]);
      }
    }
  });
});

describe('the notebook gateway', () => {
  it('lists only the caller’s own sessions and kernels', async () => {
    for (const [as, others] of [
      [one.student, [two.ids, one.peerIds]],
      [two.student, [one.ids, two.peerIds]],
      [one.teacher, [two.ids, one.peerIds, one.ids]],
    ] as const) {
      for (const list of ['/notebook/api/sessions', '/notebook/api/kernels']) {
        const answer = await send(t, { method: 'GET', url: list, as });
        expect(answer.status).toBe(200);
        for (const other of others) {
          expect(answer.text).not.toContain(String(other.notebookSession));
          expect(answer.text).not.toContain(String(other.kernel));
        }
      }
    }
  });

  it('refuses a socket to another user’s kernel', async () => {
    // The page's way in: a single-use ticket asked for with the token in a header (issue 37); refused on the upgrade
    // itself, no socket opened (issue 35).
    const refusal = (as: Session, kernel: string | number | undefined) => TestKernel.refusal(TestKernel.url(t.baseUrl, String(kernel), as.user.id, as.token));
    expect(await refusal(one.student, two.ids.kernel)).toBe(403);
    expect(await refusal(one.student, one.peerIds.kernel)).toBe(403);
    expect(await refusal(two.teacher, one.ids.kernel)).toBe(403);
  });
});
