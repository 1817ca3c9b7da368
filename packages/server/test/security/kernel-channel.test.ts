// @lane kernel
// Issue 37, items 5, 10 and 12, on the platform's gateway with a real Jupyter:
// - 5: a 90 MiB frame to a kernel channel was buffered whole (ws's default maxPayload, 100 MiB); no budget of channels.
// - 10: a competition account could start a notebook session at any path and run code.
// - 12: the API token travelled in the kernel channel's URL and was logged at info level on every notebook open.
import { DEMO_QUESTIONS } from '../../src/seed/questions.js';
import type { NotebookContent, PaperDetail, Question, QuestionWrite, QuizEntry } from '@finedu/domain';
import WebSocket from 'ws';
import { ManualClock } from '../../src/lib/clock.js';
import { CHANNELS_PER_KERNEL, KERNEL_CHANNEL_MAX_PAYLOAD } from '../../src/runtime/jupyter/gateway.js';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { addCompetition, addSession, addTeam, HOUR, T0, type QuizFixture } from '../competitions/quizFixture.js';
import { TestKernel } from '../notebook/helpers.js';

const MIB = 1024 * 1024;
let jupyter: JupyterProcess;
let t: TestApp;
let clock: ManualClock;
let student: Session;
let teacher: Session;
let competitor: Session;
const logs: string[] = [];

beforeAll(async () => {
  jupyter = await sharedJupyter();
  clock = new ManualClock(T0);
  t = await createTestApp({ logLevel: 'info' }, { notebook: jupyter, clock, logStream: { write: (line: string) => void logs.push(line) } });
  const signed = await Promise.all(['student', 'teacher', 'competitor1'].map((u) => t.login(u)));
  [student, teacher, competitor] = [signed[0]!, signed[1]!, signed[2]!];
}, 120_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const post = (as: Session, url: string, body: unknown, method = 'POST') =>
  t.request(url, { method, as, headers: { 'content-type': 'application/json', 'x-user-id': String(as.user.id) }, body: JSON.stringify(body) });

const startSession = (as: Session, path: string) => post(as, `/notebook/api/sessions?user_id=${as.user.id}`, { path, type: 'notebook', name: 'n.ipynb', kernel: { name: 'python3' } });

async function started(as: Session, path: string): Promise<{ id: string; kernel: { id: string } }> {
  const res = await startSession(as, path);
  if (res.status !== 201) throw new Error(`session start answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string; kernel: { id: string } };
}

/** The close code of a channel opened at `url`, or the status its upgrade was refused with (and its Retry-After). */
const outcome = (url: string) =>
  new Promise<{ open: WebSocket } | { close: number } | { status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      // Opened: every check ran before the upgrade (issue 35); held a moment to see that it stays open.
      const timer = setTimeout(() => resolve({ open: ws }), 1500);
      ws.once('close', (code) => {
        clearTimeout(timer);
        resolve({ close: code });
      });
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
      res.resume();
    });
    ws.once('error', reject);
  });

describe('item 12: no token in any URL', () => {
  it('the channel opens with a single-use ticket; a token in the URL no longer opens it; nothing secret is logged', async () => {
    const session = await started(student, 'probe/ticket.ipynb');
    const target = TestKernel.url(t.baseUrl, session.kernel.id, student.user.id, student.token);
    const url = await TestKernel.resolve(target);
    const ticket = new URL(url).searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[\w-]{32}$/);
    expect(url).not.toContain(student.token);
    const kernel = await TestKernel.open(url);
    expect((await kernel.execute('6*7', 60_000)).end).toBe('idle');
    kernel.close();
    // Spent: the same URL again is refused; the old way (the token in the query) is refused too.
    expect(await TestKernel.refusal(url)).toBe(401);
    const old = `${t.baseUrl.replace('http', 'ws')}/notebook/api/kernels/${session.kernel.id}/channels?session_id=s&user_id=${student.user.id}&token=${student.token}`;
    expect(await TestKernel.refusal(old)).toBe(401);
    // The request log names the channel's requests, never the token or the ticket (redacted even where a client put one).
    const channelLines = logs.filter((line) => line.includes('/channels'));
    expect(channelLines.length).toBeGreaterThan(0);
    expect(logs.filter((line) => line.includes(student.token))).toEqual([]);
    expect(logs.filter((line) => line.includes(ticket))).toEqual([]);
    expect(channelLines.some((line) => line.includes('token=[redacted]'))).toBe(true);
  }, 120_000);
});

describe('item 5: a kernel channel takes what a notebook needs, from a bounded number of sockets', () => {
  it(`a 90 MiB message is refused from its first frames with 1009 (limit ${KERNEL_CHANNEL_MAX_PAYLOAD / MIB} MiB), and health answers meanwhile`, async () => {
    const session = await started(student, 'probe/flood.ipynb');
    const kernel = await TestKernel.open(TestKernel.url(t.baseUrl, session.kernel.id, student.user.id, student.token));
    const ws = kernel.ws;
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    let open = true;
    void closed.then(() => (open = false));
    const chunk = Buffer.alloc(MIB, 0x61);
    let sent = 0;
    const total = 90 * MIB;
    const flood = (async () => {
      while (open && sent < total) {
        const fin = sent + chunk.length >= total;
        if (!(await new Promise<boolean>((resolve) => ws.send(chunk, { binary: false, fin }, (err) => resolve(!err))))) break;
        sent += chunk.length;
      }
    })();
    const before = performance.now();
    const health = await t.request('/api/health');
    const healthMs = performance.now() - before;
    await flood;
    const code = open && sent >= total ? -1 : await closed;
    if (code === -1) ws.terminate();
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    expect(code).toBe(1009);
    expect(sent).toBeLessThan(KERNEL_CHANNEL_MAX_PAYLOAD + 16 * MIB);
  }, 120_000);

  it(`a user holds at most ${CHANNELS_PER_KERNEL} channels per kernel they may run (429 with Retry-After)`, async () => {
    const session = await started(teacher, 'probe/many.ipynb');
    const perUser = CHANNELS_PER_KERNEL * 2; // NOTEBOOK_MAX_KERNELS_PER_USER defaults to 2
    const open: TestKernel[] = [];
    for (let i = 0; i < perUser; i += 1) open.push(await TestKernel.open(TestKernel.url(t.baseUrl, session.kernel.id, teacher.user.id, teacher.token)));
    const refused = await outcome(await TestKernel.resolve(TestKernel.url(t.baseUrl, session.kernel.id, teacher.user.id, teacher.token)));
    expect(refused).toEqual({ status: 429, retryAfter: '10' });
    for (const k of open) k.close();
  }, 120_000);
});

describe('item 10: a competition account opens only the notebook questions of the competition exam it sits', () => {
  const demo = DEMO_QUESTIONS.find((q) => q.slug === 'q-n-annualized')!;
  const body: QuestionWrite = { type: 'notebook', stem: demo.stem, analysis: demo.analysis, difficulty: demo.difficulty, knowledge_points: demo.knowledge_points, score: demo.score, content: demo.content as NotebookContent };

  it('refuses every other path, a move away from it, and the channel once the attempt is submitted; a college account is unaffected', async () => {
    const college = student.user.edu_id!;
    const f = { t, clock, s: { teacher, student, competitor1: competitor }, college1: college } as unknown as QuizFixture;
    const competition = await addCompetition(f, { eduId: college, kind: 'individual', groups: ['校内组'] });
    const sessionId = await addSession(f, competition.id, { start: clock.now().getTime() + HOUR, end: clock.now().getTime() + 3 * HOUR });
    await addTeam(f, competition.id, competition.groups[0]!, '陈选手', [competitor.user.id], null);
    const question = await t.call<Question>('POST', '/api/exam/question', { as: teacher, body });
    expect(question.code).toBe(1);
    const paper = await t.call<PaperDetail>('POST', '/api/exam/paper', {
      as: teacher,
      body: { title: '竞赛笔记本卷', duration_minutes: 60, sections: [{ title: '一', questions: [{ question_id: question.data.id, score: 10 }] }] },
    });
    expect(paper.code).toBe(1);
    const set = await t.call<QuizEntry>('PUT', `/api/admin/competition/${competition.id}/session/${sessionId}/paper`, { as: teacher, body: { paper_id: paper.data.id, duration_minutes: 60 } });
    expect(set.code).toBe(1);
    const examId = set.data.exam_id;
    const questionId = question.data.id;
    const examPath = `exam-${examId}/q${questionId}/q${questionId}.ipynb`;

    // Before the session starts, and at any path but its question's: refused.
    expect((await startSession(competitor, examPath)).status).toBe(403);
    clock.advance(HOUR + 60_000);
    const entry = await t.call<QuizEntry>('POST', `/api/competition/session/${sessionId}/quiz`, { as: competitor });
    expect(entry.code).toBe(1);
    const attempt = await t.call<{ id: number }>('POST', `/api/exam/examine/${examId}/start`, { as: competitor });
    expect(attempt.code).toBe(1);
    for (const path of ['scratch.ipynb', 'case-1/case.ipynb', 'device-check/check.ipynb', `exam-${examId}/q${questionId + 1}/q${questionId + 1}.ipynb`, `exam-${examId}/q${questionId}/other.ipynb`, `exam-${examId + 1}/q${questionId}/q${questionId}.ipynb`]) {
      const refused = await startSession(competitor, path);
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
      expect(((await refused.json()) as { message: string }).message).toContain('competition account');
    }
    // Nor the files of its home through the contents API (issue 35).
    for (const path of ['', 'scratch.ipynb', `exam-${examId}/q${questionId}/other.ipynb`]) {
      expect({ path, status: (await t.request(`/notebook/api/contents/${path}`, { as: competitor })).status }).toEqual({ path, status: 403 });
    }

    // Its own question of the exam it sits: allowed, and its code runs.
    const mine = await started(competitor, examPath);
    const kernel = await TestKernel.open(TestKernel.url(t.baseUrl, mine.kernel.id, competitor.user.id, competitor.token));
    expect((await kernel.execute('6*7', 60_000)).end).toBe('idle');
    kernel.close();
    const moved = await post(competitor, `/notebook/api/sessions/${mine.id}?user_id=${competitor.user.id}`, { path: 'elsewhere.ipynb' }, 'PATCH');
    expect(moved.status).toBe(403);

    // Submitted: no new session, and the kernel's channel is refused.
    expect((await t.call('POST', `/api/exam/attempt/${attempt.data.id}/submit`, { as: competitor })).code).toBe(1);
    expect((await startSession(competitor, examPath)).status).toBe(403);
    expect(await TestKernel.refusal(TestKernel.url(t.baseUrl, mine.kernel.id, competitor.user.id, competitor.token))).toBe(403);

    // A college account still opens notebooks anywhere in its home (the teacher: the student holds its two kernels).
    expect((await startSession(teacher, 'free/any.ipynb')).status).toBe(201);
  }, 180_000);
});
