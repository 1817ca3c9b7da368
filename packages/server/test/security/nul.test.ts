// @lane kernel
// Issue 13 item 6: a NUL character (U+0000) in any string of a request gave HTTP 500 (PostgreSQL cannot store it),
// on sign-in without a token too, and an autosave batch with one NUL in one answer was lost whole.
// Swept from the OpenAPI document the server serves: every string field of every route's path, query and body gets
// a U+0000 in an otherwise valid-looking request, sent by every role (and nobody); the answer must be a refusal
// naming the field, never a 5xx. The exam autosave documents the other behaviour: the NUL is removed, nothing else.
import { XLSX_MIME } from '@finedu/domain';
import ExcelJS from 'exceljs';
import WebSocket from 'ws';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { QUESTIONS } from '../exams/fixtures.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { kindOf } from './kinds.js';
import { fieldName, loadOperations, NUL, sample, sampleParameters, stringFields, urlOf, type Operation, type SampleOptions, type Step } from './openapi.js';
import { inBatches, isExporterRefusal, send, type Answer } from './send.js';
import { setUpPlatform, setUpTenant, type Platform, type Tenant } from './tenants.js';

let jupyter: JupyterProcess;
let t: TestApp;
let platform: Platform;
let college: Tenant;
let callers: Array<{ role: string; as?: Session }>;
let operations: Operation[];

beforeAll(async () => {
  jupyter = await sharedJupyter();
  t = await createTestApp({}, { notebook: jupyter });
  platform = await setUpPlatform(t, await t.login('admin'));
  college = await setUpTenant(t, platform, {
    name: 'college 1',
    marker: 'QZMKone',
    peerMarker: 'QZPRone',
    logins: { eduadmin: 'eduadmin', teacher: 'teacher', student: 'student' },
    notebook: true,
  });
  callers = [
    { role: 'nobody' },
    { role: 'sys_admin', as: platform.admin },
    { role: 'sys_teacher', as: await t.login('systeacher') },
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

interface Probe {
  op: Operation;
  /** How the refusal must name the field. */
  field: string;
  url: string;
  body?: unknown;
}

/** One probe per string field of the route's path, query and JSON body; a stray `probe` query field when it has none. */
function probesOf(op: Operation): Probe[] {
  const id = realIds(op);
  const body = (nulAt?: Step[]) =>
    op.body?.contentType.includes('json') ? sample(op.body.schema, { where: 'body', id, ...(nulAt ? { nulAt } : {}) }) : undefined;
  const probes: Probe[] = [];
  for (const p of op.parameters) {
    for (const steps of stringFields(p.schema)) {
      const { path, query } = sampleParameters(op, { id, nulAt: { in: p.in, name: p.name, steps } });
      probes.push({ op, field: p.name, url: urlOf(op, path, query), body: body() });
    }
  }
  if (op.body?.contentType.includes('json')) {
    const { path, query } = sampleParameters(op, { id });
    for (const steps of stringFields(op.body.schema)) probes.push({ op, field: fieldName(steps), url: urlOf(op, path, query), body: body(steps) });
  }
  if (probes.length === 0) {
    const { path, query } = sampleParameters(op, { id });
    probes.push({ op, field: 'probe', url: urlOf(op, path, { ...query, probe: `P${NUL}robe` }), body: body() });
  }
  return probes;
}

const namesProblem = (answer: Answer, field: string): boolean => {
  const message = answer.json?.message ?? '';
  return message.includes('U+0000') && message.includes(field);
};

/** Where the API documents that it removes NUL characters instead of refusing (the exam autosave). */
const strips = (op: Operation): boolean => op.description.includes('U+0000');

describe('U+0000 in any string field of any route', () => {
  it('is refused with a message naming the field, never a 5xx, whoever sends it', async () => {
    const probes = operations.flatMap(probesOf);
    expect(probes.length).toBeGreaterThan(300);
    const problems: string[] = [];
    const check = (probe: Probe) => async () => {
      const answers = await Promise.all(callers.map((c) => send(t, { method: probe.op.method, url: probe.url, as: c.as, body: probe.body })));
      const label = `${probe.op.method} ${probe.op.path} [${probe.field}]`;
      answers.forEach((answer, i) => {
        const who = callers[i]!.role;
        if (answer.status >= 500) problems.push(`${label} as ${who}: HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
        else if (answer.json === undefined && !isExporterRefusal(probe.op.path, answer))
          problems.push(`${label} as ${who}: not JSON (${answer.status} ${answer.contentType})`);
        else if (answer.json?.code === 1 && !strips(probe.op)) problems.push(`${label} as ${who}: accepted`);
      });
      const reached = answers.some((a) => namesProblem(a, probe.field) || (strips(probe.op) && a.json?.code === 1));
      if (!reached) problems.push(`${label}: no caller was told about the NUL in ${probe.field}: ${answers.map((a) => `${a.status}/${a.json?.code}/${a.json?.message ?? ''}`).join(' | ')}`);
    };
    // Calls that would end a session or delete what the others use go last, should one get through.
    const ending = (probe: Probe) => probe.op.method === 'DELETE' || /logout|password/.test(probe.op.path);
    await inBatches(probes.filter((p) => !ending(p)).map(check));
    await inBatches(probes.filter(ending).map(check));
    expect(problems).toEqual([]);
  });
});

describe('sign-in', () => {
  it('without a token: a NUL in the username or password is refused naming the field, in the caller’s language', async () => {
    const zh = await send(t, { method: 'POST', url: '/api/admin/login', body: { username: `stu${NUL}dent`, password: 'Demo@2026' } });
    expect(zh.status).toBe(200);
    expect(zh.json).toEqual({ code: 0, data: null, message: '字段 username 含有空字符（U+0000），无法保存，请删除后重试' });
    const en = await send(t, { method: 'POST', url: '/api/admin/login', headers: { 'accept-language': 'en-US' }, body: { username: 'student', password: `Demo${NUL}@2026` } });
    expect(en.json).toEqual({ code: 0, data: null, message: 'password contains a NUL character (U+0000), which cannot be stored; remove it and try again' });
  });

  it('a NUL in a field’s name is refused too, and the name is shown escaped', async () => {
    const answer = await send(t, { method: 'POST', url: '/api/admin/login', body: { username: 'student', password: 'Demo@2026', [`x${NUL}`]: 1 } });
    expect(answer.json?.code).toBe(0);
    expect(answer.json?.message).toContain('x\\u0000');
    expect(answer.text).not.toContain('\\u0000"');
  });
});

describe('deeply nested bodies', () => {
  const deep = (depth: number, leaf: string) => `${'['.repeat(depth)}${JSON.stringify(leaf)}${']'.repeat(depth)}`;

  it('a NUL at the bottom of 100 000 nested arrays is found and named briefly, not a 5xx', async () => {
    const answer = await send(t, { method: 'POST', url: '/api/admin/login', body: `{"username":${deep(100_000, `a${NUL}`)},"password":"x"}` });
    expect([answer.status, answer.json?.code]).toEqual([200, 0]);
    expect(answer.json?.message).toBe('字段 username.0.0.0.0.0.0.0.… 含有空字符（U+0000），无法保存，请删除后重试');
  });

  it('the autosave strips such a body without running out of stack, and refuses it as an answer', async () => {
    const answer = await send(t, {
      method: 'PUT',
      url: `/api/exam/attempt/${college.ids.attempt}/answers`,
      as: college.student,
      body: `{"answers":[{"question_id":${college.ids.question},"response":${deep(100_000, `a${NUL}`)},"revision":9}]}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.json?.code).toBe(0);
  });
});

describe('the exam autosave', () => {
  it('keeps every answer of a batch: the NUL is removed from the one that had it, the others are stored as sent', async () => {
    const { teacher, student } = college;
    const pick = [QUESTIONS[0]!, QUESTIONS[3]!, QUESTIONS[4]!, QUESTIONS[6]!];
    const questions: number[] = [];
    for (const q of pick) questions.push((await t.call<{ id: number }>('POST', '/api/exam/question', { as: teacher, body: q.body })).data.id);
    const paper = await t.call<{ id: number }>('POST', '/api/exam/paper', {
      as: teacher,
      body: { title: '自动保存', duration_minutes: 60, sections: [{ title: '一', questions: questions.map((id) => ({ question_id: id, score: 5 })) }] },
    });
    const now = Date.now();
    const exam = await t.call<{ id: number }>('POST', '/api/exam/examine', {
      as: teacher,
      body: { title: '自动保存', paper_id: paper.data.id, start_at: new Date(now - 60_000).toISOString(), end_at: new Date(now + 3600_000).toISOString(), duration_minutes: 60, class_ids: [college.ids.class] },
    });
    expect(exam.code).toBe(1);
    const attempt = await t.call<{ id: number }>('POST', `/api/exam/examine/${exam.data.id}/start`, { as: student });
    const [single, blank, short, kase] = questions as [number, number, number, number];
    const saved = await t.call<{ acks: Array<{ question_id: number; revision: number }>; rejected?: unknown[] }>('PUT', `/api/exam/attempt/${attempt.data.id}/answers`, {
      as: student,
      body: {
        answers: [
          { question_id: single, response: 'B', revision: 1 },
          { question_id: blank, response: ['CAPM', 'beta'], revision: 1 },
          { question_id: short, response: `弱式、半强式${NUL}、强式`, revision: 2, flagged: true },
          { question_id: kase, response: { a: 'B', b: `利率${NUL}低位` }, revision: 1 },
        ],
      },
    });
    expect(saved.code).toBe(1);
    expect(saved.data.rejected).toEqual([]);
    expect(saved.data.acks.sort((a, b) => a.question_id - b.question_id)).toEqual(
      [
        { question_id: single, revision: 1 },
        { question_id: blank, revision: 1 },
        { question_id: short, revision: 2 },
        { question_id: kase, revision: 1 },
      ].sort((a, b) => a.question_id - b.question_id),
    );
    const view = await t.call<{ answers: Array<{ question_id: number; response: unknown; revision: number; flagged: boolean }> }>('GET', `/api/exam/attempt/${attempt.data.id}`, { as: student });
    const stored = new Map(view.data.answers.map((a) => [a.question_id, a]));
    expect(stored.get(single)).toMatchObject({ response: 'B', revision: 1 });
    expect(stored.get(blank)).toMatchObject({ response: ['CAPM', 'beta'], revision: 1 });
    expect(stored.get(short)).toMatchObject({ response: '弱式、半强式、强式', revision: 2, flagged: true });
    expect(stored.get(kase)).toMatchObject({ response: { a: 'B', b: '利率低位' }, revision: 1 });
  });

  it('documents that in the API description', () => {
    const autosave = operations.find((op) => op.method === 'PUT' && op.path === '/api/exam/attempt/{id}/answers')!;
    expect(strips(autosave)).toBe(true);
    expect(operations.filter(strips).map((op) => `${op.method} ${op.path}`)).toEqual(['PUT /api/exam/attempt/{id}/answers']);
  });
});

describe('text that is not a request field', () => {
  it('a NUL read from an imported spreadsheet (a cell spelled _x0000_) is refused with code 0, not a 5xx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('用户导入');
    sheet.addRow(['用户名*', '姓名*', '角色*', '初始密码*']);
    // Spreadsheet XML escapes control characters as _xHHHH_; ExcelJS reads this cell back as "李\u0000四".
    sheet.addRow(['nul.import', '李_x0000_四', '学生', 'Passw0rd']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const answer = await send(t, { method: 'POST', url: '/api/admin/user/import', as: college.eduadmin, headers: { 'content-type': XLSX_MIME }, body: new Uint8Array(file) });
    expect(answer.status).toBe(200);
    expect(answer.json?.code).toBe(0);
    expect(answer.json?.message).toContain('U+0000');
    const users = await t.call<{ total: number }>('GET', '/api/admin/user?keyword=nul.import', { as: college.eduadmin });
    expect(users.data.total).toBe(0);
  });
});

describe('outside /api', () => {
  it('the notebook gateway refuses a NUL in a session’s name, path or query with a 400, never a 5xx', async () => {
    const as = college.student;
    const post = (body: unknown) => send(t, { method: 'POST', url: '/notebook/api/sessions', as, body });
    const named = await post({ path: 'nul/a.ipynb', name: `a${NUL}b`, type: 'notebook', kernel: { name: 'python3' } });
    expect([named.status, named.json?.message]).toEqual([400, '字段 name 含有空字符（U+0000），无法保存，请删除后重试']);
    expect((await post({ path: `nul/a${NUL}.ipynb`, type: 'notebook', kernel: { name: 'python3' } })).status).toBe(400);
    const renamed = await send(t, { method: 'PATCH', url: `/notebook/api/sessions/${college.ids.notebookSession}`, as, body: { name: `x${NUL}` } });
    expect(renamed.status).toBe(400);
    expect((await send(t, { method: 'GET', url: `/notebook/api/sessions?user_id=${as.user.id}%00`, as })).status).toBe(400);
    expect((await send(t, { method: 'GET', url: `/notebook/api/kernels/${college.ids.kernel}%00`, as })).status).toBe(400);
  });

  it('the kernel socket with a NUL in its query is refused before it opens', async () => {
    const url = `${t.baseUrl.replace('http', 'ws')}/notebook/api/kernels/${college.ids.kernel}/channels?session_id=a%00b&user_id=${college.student.user.id}`;
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        reject(new Error('the socket opened'));
      });
      ws.on('error', reject);
    });
    expect(status).toBe(400);
  });

  it('a storage path with a NUL is refused with a 400', async () => {
    const answer = await send(t, { method: 'GET', url: '/storage/uploads/a%00b.pdf' });
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toContain('U+0000');
  });
});
