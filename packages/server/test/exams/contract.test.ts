// The exam engine's routes come from the contract (issue 17): every call of QUESTION_CALLS and EXAM_CALLS is served and
// documented at its method and path under its name, and lets in exactly the roles its table lists.
import { EXAM_CALLS, examPath, mayCall, QUESTION_CALLS, ROLES, type CallDef, type Role } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
const as = {} as Record<Role, Session>;
const USERNAMES: Record<Role, string> = { sys_admin: 'admin', sys_teacher: 'systeacher', edu_admin: 'eduadmin', edu_teacher: 'teacher', edu_student: 'student', competitor: 'competitor1' };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) as[role] = await t.login(USERNAMES[role]);
}, 180_000);
afterAll(async () => t.close());

const calls = Object.entries({ ...QUESTION_CALLS, ...EXAM_CALLS }) as Array<[keyof typeof QUESTION_CALLS | keyof typeof EXAM_CALLS, CallDef]>;
/** Ids that point at nothing: a call that lets the caller in answers "not found" or a validation message, never a change. */
const NOWHERE = { id: 999999, questionId: 999999, userId: 999999, attemptId: 999999 };

describe('exam engine calls', () => {
  it('are documented at the path and method of their table, under their name and summary', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
    const documented = calls.map(([name, call]) => {
      const operation = doc.paths[call.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      return [name, operation?.operationId, operation?.summary];
    });
    expect(documented).toEqual(calls.map(([name, call]) => [name, name, call.summary]));
  });

  it('refuse every role their table does not list, and let the listed ones past the role check', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [name, call] of calls) {
      for (const role of ROLES) {
        // Binary calls answer a file to a caller let in, so the answer is read as JSON only when it is JSON.
        const res = await t.request(examPath(name, NOWHERE), { method: call.method, as: as[role] });
        const text = await res.text();
        const refused = (res.headers.get('content-type') ?? '').includes('json') && (JSON.parse(text) as { message?: string }).message === '权限不足';
        answers.push(`${name} ${role}: ${refused ? 'refused' : 'let in'}`);
        expected.push(`${name} ${role}: ${mayCall(call.roles, role) ? 'let in' : 'refused'}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});
