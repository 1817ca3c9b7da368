import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** Where each demo role lands after signing in (spec §2). */
export const LANDINGS = [
  { username: 'student', role: 'edu_student', path: '/app/edu/course' },
  { username: 'teacher', role: 'edu_teacher', path: '/app/edu/course' },
  { username: 'eduadmin', role: 'edu_admin', path: '/app/edu/user' },
  { username: 'admin', role: 'sys_admin', path: '/app/admin/edu' },
  { username: 'systeacher', role: 'sys_teacher', path: '/app/admin/case' },
] as const;

/** Sign in through the Login page's password tab (zh-CN). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/app/login');
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('用户名或手机号').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/app\/login/);
}

/**
 * From 我的考试, open an exam and start it as a student does: the list's 开始考试 opens the intro, its 开始考试 asks
 * to confirm, and 开始计时 starts the attempt (issue 33: the timer starts at the confirm).
 */
export async function startExamFromList(page: Page, examTitle: string, examId: number): Promise<void> {
  await page.goto('/app/edu/examine/index');
  await page.getByRole('table', { name: '我的考试列表' }).getByRole('row', { name: new RegExp(examTitle) }).getByRole('button', { name: '开始考试' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/examine/${examId}$`));
  await page.getByRole('heading', { name: examTitle, level: 2 }).waitFor();
  await page.getByRole('button', { name: '开始考试' }).click();
  await page.getByRole('dialog', { name: '确认开始考试？' }).getByRole('button', { name: '开始计时' }).click();
}

export interface ApiSession {
  token: string;
  userId: number;
}

/** Sign in through the API (for setting up state the test is not about). */
export async function apiSignIn(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await request.post('/api/admin/login', { data: { username, password } });
  const body = (await response.json()) as { code: number; data: { api_token: string; id: number }; message: string };
  expect(body.code, body.message).toBe(1);
  return { token: body.data.api_token, userId: body.data.id };
}

export const authHeaders = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}`, 'X-USER-ID': String(session.userId) });

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** A call of the API as `as` for setting up state (an answer whose code is not 1 fails the test with its message). */
export async function api<T>(request: APIRequestContext, as: ApiSession, method: string, url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: authHeaders(as), ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(1);
  return body.data;
}
