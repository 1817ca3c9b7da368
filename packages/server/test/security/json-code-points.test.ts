// Issue 37 item 14 (the JSON part): a lone UTF-16 surrogate (`"\ud800"` with no partner) in a JSON body reached
// jsonb columns, which refuse it, and answered HTTP 500 (device-check report, question, paper, block case, college);
// numbers past a column's range (an id of 2^31, 1e300 in a body) did the same. Swept from the OpenAPI document the
// server serves, like the NUL sweep (nul.test.ts): every string field of every JSON body gets a lone surrogate, every
// number of every body 2^31 and 1e300 and every integer of every path and query 2^31; the answer is a refusal (code 0), never
// a 5xx, and the surrogate's refusal names the field. The exam autosave replaces a lone surrogate by U+FFFD instead.
import type { AttemptView, Question } from '@finedu/domain';
import Fastify from 'fastify';
import { errorsPlugin } from '../../src/plugins/errors.js';
import { addStudents, createExam, createPaper, setUp as setUpExams, type ExamFixture } from '../exams/fixtures.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { kindOf } from './kinds.js';
import { fieldName, loadOperations, NUL, sample, sampleParameters, stringFields, urlOf, type Operation, type SampleOptions, type Step } from './openapi.js';
import { inBatches, isExporterRefusal, send, type Answer } from './send.js';
import { setUpPlatform, setUpTenant, type Platform, type Tenant } from './tenants.js';

const LONE = '\ud800';
/** The start of the database net's answer (plugins/errors.ts) to a value a column refuses. */
const INVALID_VALUE_ZH = '输入的值无效';

let t: TestApp;
let platform: Platform;
let college: Tenant;
let callers: Array<{ role: string; as?: Session }>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  platform = await setUpPlatform(t, await t.login('admin'));
  college = await setUpTenant(t, platform, {
    name: 'college 1',
    marker: 'QZMKone',
    peerMarker: 'QZPRone',
    logins: { eduadmin: 'eduadmin', teacher: 'teacher', student: 'student' },
    notebook: false,
  });
  callers = [
    { role: 'sys_admin', as: platform.admin },
    { role: 'edu_admin', as: college.eduadmin },
    { role: 'edu_teacher', as: college.teacher },
    { role: 'edu_student', as: college.student },
  ];
  operations = await loadOperations(t);
}, 180_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

/** Real ids of college 1 (and the platform) in id-like fields, so a request gets as far as a valid one would. */
const realIds =
  (op: Operation): SampleOptions['id'] =>
  (name, where, schema) => {
    const kind = kindOf(op, name, where, schema);
    return kind === null ? undefined : (college.ids[kind] ?? platform.ids[kind]);
  };

const jsonBody = (op: Operation): boolean => op.body?.contentType.includes('json') === true;
/** Where the API documents that it cleans text instead of refusing it (the exam autosave). */
const strips = (op: Operation): boolean => op.description.includes('U+0000');
/** Calls that would end a session or delete what the others use go last, should one get through. */
const ending = (op: Operation): boolean => op.method === 'DELETE' || /logout|password/.test(op.path);

interface Probe {
  op: Operation;
  /** What was changed, for the report (and the field the refusal must name). */
  field: string;
  url: string;
  /** The JSON text sent (a lone surrogate cannot survive `JSON.stringify` into a test's object and back unescaped). */
  body?: string;
}

/** A lone surrogate in each string field of the JSON body: the sample's NUL marker, escaped by JSON, swapped for `\ud800`. */
function surrogateProbes(op: Operation): Probe[] {
  if (!jsonBody(op)) return [];
  const id = realIds(op);
  const { path, query } = sampleParameters(op, { id });
  return stringFields(op.body!.schema).map((steps: Step[]) => ({
    op,
    field: fieldName(steps),
    url: urlOf(op, path, query),
    body: JSON.stringify(sample(op.body!.schema, { where: 'body', id, nulAt: steps })).replaceAll('\\u0000', '\\ud800'),
  }));
}

/** The paths (`['sections', 0, 'score']`) of every number in a sampled body. */
function numberPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'number') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => numberPaths(item, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...at, key]));
  return [];
}

function setAt(root: unknown, path: Array<string | number>, next: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = next;
  return copy;
}

/** 2^31 (one past PostgreSQL's integer) and 1e300 in each number of the JSON body; 2^31 in each integer of the path and query. */
function rangeProbes(op: Operation): Probe[] {
  const id = realIds(op);
  const { path, query } = sampleParameters(op, { id });
  const body = jsonBody(op) ? sample(op.body!.schema, { where: 'body', id }) : undefined;
  const text = body === undefined ? undefined : JSON.stringify(body);
  const probes: Probe[] = [];
  for (const p of op.parameters) {
    const types = [p.schema.type].flat();
    if (!types.includes('integer') && !types.includes('number')) continue;
    const url = p.in === 'path' ? urlOf(op, { ...path, [p.name]: 2 ** 31 }, query) : urlOf(op, path, { ...query, [p.name]: 2 ** 31 });
    probes.push({ op, field: `${p.in}.${p.name}`, url, body: text });
  }
  for (const at of numberPaths(body)) {
    for (const big of [2 ** 31, 1e300]) probes.push({ op, field: `${at.join('.')}=${big}`, url: urlOf(op, path, query), body: JSON.stringify(setAt(body, at, big)) });
  }
  return probes;
}

const namesSurrogate = (answer: Answer, field: string): boolean => {
  const message = answer.json?.message ?? '';
  return message.includes('\\ud800') && message.includes(field);
};

/** Sends every probe as every caller; answers the problems found (5xx, an error that is not JSON, and what `check` finds). */
async function sweep(probes: Probe[], check: (probe: Probe, answers: Answer[], problems: string[]) => void): Promise<string[]> {
  const problems: string[] = [];
  const run = (probe: Probe) => async () => {
    const answers = await Promise.all(callers.map((c) => send(t, { method: probe.op.method, url: probe.url, as: c.as, ...(probe.body !== undefined ? { body: probe.body } : {}) })));
    const label = `${probe.op.method} ${probe.op.path} [${probe.field}]`;
    answers.forEach((answer, i) => {
      const who = callers[i]!.role;
      if (answer.status >= 500) problems.push(`${label} as ${who}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
      // An export that ignores a filter naming nothing answers its file: only an error must be the JSON envelope.
      else if (answer.json === undefined && !(answer.status === 200 && !answer.contentType.includes('json')) && !isExporterRefusal(probe.op.path, answer))
        problems.push(`${label} as ${who}: not JSON (${answer.status} ${answer.contentType})`);
    });
    check(probe, answers, problems);
  };
  await inBatches(probes.filter((p) => !ending(p.op)).map(run));
  await inBatches(probes.filter((p) => ending(p.op)).map(run));
  return problems;
}

describe('a lone surrogate in any string field of any JSON body', () => {
  it('is refused before any handler with code 0 naming the field, never a 5xx, whoever sends it', async () => {
    const probes = operations.flatMap(surrogateProbes);
    expect(probes.length).toBeGreaterThan(200);
    // The routes the issue found answering 500: each is in the sweep.
    const named = ['POST /api/device-check/report', 'POST /api/exam/question', 'POST /api/exam/paper', 'POST /api/admin/block-case', 'POST /api/admin/edu'];
    for (const route of named) expect(probes.some((p) => `${p.op.method} ${p.op.path}` === route)).toBe(true);
    const problems = await sweep(probes, (probe, answers, found) => {
      const label = `${probe.op.method} ${probe.op.path} [${probe.field}]`;
      answers.forEach((answer, i) => {
        if (answer.json?.code === 1 && !strips(probe.op)) found.push(`${label} as ${callers[i]!.role}: accepted`);
      });
      if (!answers.some((a) => namesSurrogate(a, probe.field) || (strips(probe.op) && a.json?.code === 1))) {
        found.push(`${label}: no caller was told about the lone surrogate: ${answers.map((a) => `${a.status}/${a.json?.code}/${a.json?.message ?? ''}`).join(' | ')}`);
      }
    });
    expect(problems).toEqual([]);
  }, 600_000);

  it('names the field in the caller’s language; a key holding one is shown escaped; a surrogate pair (😀) is a character and passes', async () => {
    const question = { type: 'single', stem: '利率？', content: { type: 'single', options: [{ key: 'A', text: `甲${LONE}` }, { key: 'B', text: '乙' }], answer: 'A' } };
    const zh = await send(t, { method: 'POST', url: '/api/exam/question', as: college.teacher, body: JSON.stringify(question) });
    expect(zh.json).toEqual({ code: 0, data: null, message: '字段 content.options.0.text 含有不成对的代理码元（如 \\ud800），不是有效的 Unicode 字符，无法保存，请删除后重试' });
    const en = await send(t, { method: 'POST', url: '/api/exam/question', as: college.teacher, headers: { 'accept-language': 'en-US' }, body: JSON.stringify(question) });
    expect(en.json?.message).toBe('content.options.0.text contains a lone surrogate (such as \\ud800), which is not a valid Unicode character and cannot be stored; remove it and try again');
    const key = await send(t, { method: 'POST', url: '/api/admin/login', body: JSON.stringify({ username: 'student', password: 'Demo@2026', [`x${LONE}`]: 1 }) });
    expect(key.json?.code).toBe(0);
    expect(key.json?.message).toContain('x\\ud800');
    // A low surrogate alone, and one at the end of a string, are lone too.
    for (const text of ['\udfff甲', `甲\ud83d`]) {
      const answer = await send(t, { method: 'POST', url: '/api/exam/question', as: college.teacher, body: JSON.stringify({ ...question, stem: text, content: { ...question.content, options: [{ key: 'A', text: '甲' }, { key: 'B', text: '乙' }] } }) });
      expect(answer.json?.message).toContain('字段 stem 含有不成对的代理码元');
    }
    const pair = await send(t, { method: 'POST', url: '/api/exam/question', as: college.teacher, body: JSON.stringify({ ...question, content: { ...question.content, options: [{ key: 'A', text: '甲😀' }, { key: 'B', text: '乙' }] } }) });
    expect(pair.json?.code).toBe(1);
    expect(JSON.stringify((pair.json?.data as Question).content)).toContain('甲😀');
  });

  it('cannot arrive in a path or query (its UTF-8 form is invalid and decodes as U+FFFD): no 5xx there either', async () => {
    for (const url of ['/api/exam/question?keyword=%ED%A0%80', '/api/exam/attempt/%ED%A0%80', '/api/exam/question?keyword=%F4%90%80%80', '/api/exam/question/%ED%A0%80']) {
      const answer = await send(t, { method: 'GET', url, as: college.teacher });
      expect(answer.status).toBeLessThan(500);
      expect(answer.json?.code).toBeTypeOf('number');
    }
  });
});

describe('numbers past a column’s range', () => {
  it('2^31 or 1e300 in any number of a JSON body, 2^31 in any integer of a path or query: code 0, never a 5xx', async () => {
    const probes = operations.flatMap(rangeProbes);
    expect(probes.length).toBeGreaterThan(100);
    const problems = await sweep(probes, (probe, answers, found) => {
      // Each route's schema bounds its numbers: none leans on the database's refusal (the net below, for what a schema misses).
      if (answers.some((a) => (a.json?.message ?? '').startsWith(INVALID_VALUE_ZH))) found.push(`${probe.op.method} ${probe.op.path} [${probe.field}]: refused by the database, not by the schema`);
    });
    expect(problems).toEqual([]);
  }, 600_000);

  it('whatever a schema misses: a PostgreSQL data exception (SQLSTATE class 22) answers code 0, never a 5xx', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    const dataException = (code: string) => Object.assign(new Error('database error'), { cause: Object.assign(new Error(`pg ${code}`), { code }) });
    app.get('/api/probe/:code', async (request) => {
      throw dataException((request.params as { code: string }).code);
    });
    try {
      for (const code of ['22003', '22P02', '22007', '22008', '22001']) {
        const answer = await app.inject({ method: 'GET', url: `/api/probe/${code}` });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ code: 0, data: null });
        expect(answer.json().message).toMatch(new RegExp(`^${INVALID_VALUE_ZH}`));
      }
      const nul = await app.inject({ method: 'GET', url: '/api/probe/22P05', headers: { 'accept-language': 'en-US' } });
      expect(nul.json().message).toContain('U+0000');
      // Not a data exception: still the server's fault, a 500.
      expect((await app.inject({ method: 'GET', url: '/api/probe/23505' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });

  it('an id past the integer range is refused naming its limit, not a database error', async () => {
    const answer = await send(t, { method: 'GET', url: `/api/exam/question/${2 ** 31}`, as: college.teacher, headers: { 'accept-language': 'en-US' } });
    expect(answer.status).toBe(200);
    expect(answer.json?.code).toBe(0);
    expect(answer.json?.message).toContain('2147483647');
  });
});

describe('the exam autosave', () => {
  let f: ExamFixture;
  beforeAll(async () => {
    f = await setUpExams();
  }, 120_000);
  afterAll(async () => f.t.close());

  it('keeps the answer and replaces a lone surrogate with U+FFFD (as it removes NUL), instead of losing the batch', async () => {
    const made = await createPaper(f);
    const exam = await createExam(f, made.paper.id);
    const [s] = (await addStudents(f, 1)) as [Session];
    const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
    const short = made.questions.find((q) => q.type === 'short')!;
    const single = made.questions.find((q) => q.type === 'single')!;
    const body = JSON.stringify({ answers: [{ question_id: short.id, response: `有效${LONE}市场${NUL}`, revision: 1 }, { question_id: single.id, response: 'B', revision: 1 }] });
    const saved = await send(f.t, { method: 'PUT', url: `/api/exam/attempt/${attempt.id}/answers`, as: s, body });
    expect(saved.json?.code).toBe(1);
    expect((saved.json?.data as { acks: unknown[] }).acks).toHaveLength(2);
    const view = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attempt.id}`, { as: s });
    expect(view.data.answers.find((a) => a.question_id === short.id)?.response).toBe('有效\ufffd市场');
  });
});
