import { AUTH_CALLS, AUTH_SCHEMAS, PHONE_PATTERN, type CurrentUser, type LoginInfo, type LoginRequest, type PasswordUpdateRequest, type ProfileUpdate, type SmsResponse, type User, type Role } from '@finedu/domain';
import type { z } from 'zod';
import type { AppConfig, SmsSender } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { CollegeRow } from '../../db/schema/colleges.js';
import type { UserRow } from '../../db/schema/users.js';
import { badRequest, unauthorized } from '../../errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { newSmsCode, newToken, sha256 } from '../../lib/tokens.js';
import { browserOf } from '../../lib/user-agent.js';
import { CheckedAnswer } from '../../lib/contractRoutes.js';
import type { AuthSession } from '../../types.js';
import { toCollege, toUser } from '../dto.js';
import { LoginLockout } from './lockout.js';
import { allowRoutesFor, permissionsFor } from './permissions.js';
import * as repo from './repository.js';

/** `{ id, title }` of the courses a user teaches or learns, in display order. */
export type LearningOf = (db: Db, user: UserRow) => Promise<Array<{ id: number; title: string }>>;

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

const MAX_SMS_ATTEMPTS = 5;

type CurrentAnswer = CheckedAnswer<typeof AUTH_SCHEMAS.current.response>;

/** The answer of `GET /api/admin/current` kept for one cached session (see `AuthService.currentAnswer`). */
interface KeptAnswer {
  college: CollegeRow | null;
  token: string;
  expiresAt: number;
  answer: CurrentAnswer;
}

export class AuthService {
  private readonly lockout: LoginLockout;
  /** Checked for unknown names, so that they cost the same hash time (and pool place) as a wrong password at today's cost. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly sms: SmsSender,
    /** The courses a teacher teaches or a student learns (`teacher_learning`): the courses module's, passed in by app.ts. */
    private readonly learningOf: LearningOf = async () => [],
  ) {
    this.lockout = new LoginLockout(db, config.loginThrottle);
    this.dummyHash = hashPassword('timing-equaliser', config.passwordCost);
  }

  /** `roles`: the sign-in page admits only these roles (the competition sign-in); others learn where to sign in instead. */
  async login(body: LoginRequest, meta: ClientMeta, roles?: readonly Role[]): Promise<CurrentUser> {
    if (body.username !== undefined && body.password !== undefined) return this.loginWithPassword(body.username, body.password, meta, roles);
    if (body.phone !== undefined && body.code !== undefined) return this.loginWithSms(body.phone, body.code, meta, roles);
    throw badRequest('请填写用户名和密码，或手机号和验证码', 'Give username and password, or phone and code');
  }

  /**
   * Unknown name, wrong password, and a disabled account's wrong password all get one answer at one cost; the lock
   * answer comes the same way for names without an account. Only a right password learns more (disabled, college).
   */
  private async loginWithPassword(identifier: string, password: string, meta: ClientMeta, roles?: readonly Role[]): Promise<CurrentUser> {
    const found = await repo.findUserByLogin(this.db, identifier);
    if (found === null) {
      await this.lockout.assertNameOpen(identifier);
      await verifyPassword(password, await this.dummyHash);
      throw await this.lockout.failName(identifier);
    }
    const { user, college } = found;
    this.lockout.assertOpen(user.lockedUntil);
    if (!(await verifyPassword(password, user.password))) throw await this.lockout.failAccount(user.id);
    await this.lockout.succeed(user.id);
    this.assertActive(user, college);
    this.assertRole(user, roles);
    await this.upgradeHash(user, password);
    return this.startSession(user, college, meta, 'password');
  }

  /** A hash made at a lower cost than today's is replaced now that we hold the password. */
  private async upgradeHash(user: UserRow, password: string): Promise<void> {
    if (!needsRehash(user.password, this.config.passwordCost)) return;
    await repo.upgradePasswordHash(this.db, user.id, user.password, await hashPassword(password, this.config.passwordCost));
  }

  private async loginWithSms(phone: string, code: string, meta: ClientMeta, roles?: readonly Role[]): Promise<CurrentUser> {
    const invalid = badRequest('验证码无效或已过期，请重新获取', 'The code is invalid or expired; request a new one');
    const record = await repo.latestSmsCode(this.db, phone);
    if (record === null || record.usedAt !== null || record.expiresAt.getTime() <= Date.now()) throw invalid;
    if (!(await repo.takeSmsAttempt(this.db, record.id, MAX_SMS_ATTEMPTS))) throw badRequest('验证码错误次数过多，请重新获取', 'Too many wrong codes; request a new one');
    if (record.codeHash !== sha256(`${phone}:${code}`)) throw badRequest('验证码错误', 'Wrong verification code');
    if (!(await repo.consumeSmsCode(this.db, record.id))) throw invalid;
    const found = await repo.findUserByLogin(this.db, phone);
    // Codes only reach phones of accounts; should the account be gone meanwhile, the answer stays the code's.
    if (found === null || found.user.phone !== phone) throw invalid;
    this.assertActive(found.user, found.college);
    this.assertRole(found.user, roles);
    return this.startSession(found.user, found.college, meta, 'sms');
  }

  private assertRole(user: UserRow, roles: readonly Role[] | undefined): void {
    if (roles !== undefined && !roles.includes(user.role as Role))
      throw badRequest('该账号请从平台登录页登录', 'This account signs in on the platform sign-in page');
  }

  private assertActive(user: UserRow, college: CollegeRow | null): void {
    if (user.status !== 1) throw badRequest('账号已被禁用，请联系管理员', 'This account is disabled; contact your administrator');
    if (college !== null && (college.status !== 1 || college.deletedAt !== null))
      throw badRequest('所在院校已被停用，请联系管理员', 'Your college is disabled; contact your administrator');
  }

  private async startSession(user: UserRow, college: CollegeRow | null, meta: ClientMeta, method: 'password' | 'sms'): Promise<CurrentUser> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.config.tokenTtl * 1000);
    await repo.insertToken(this.db, user.id, sha256(token), expiresAt);
    await repo.insertLoginLog(this.db, {
      userId: user.id,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 512),
      browser: browserOf(meta.userAgent).slice(0, 64),
      method,
    });
    return this.currentWithCourses({ token, tokenExpiresAt: expiresAt, user, college });
  }

  async logout(tokenId: number): Promise<void> {
    await repo.revokeToken(this.db, tokenId);
  }

  /**
   * The fields of spec §7 for the signed-in user. Built as one object whose fields are added in a fixed order (no
   * spreads): every `GET /api/admin/current` builds it, and spreading ~30 fields into fresh literals made V8 rebuild
   * the object's shape on every call, which cost more than the rest of the handler and slowed its serialization.
   */
  current(session: AuthSession): CurrentUser {
    const { user, college } = session;
    const role = user.role as Role;
    return Object.assign(toUser(user), {
      api_token: session.token,
      edu: college === null ? null : toCollege(college),
      teacher_learning: [] as CurrentUser['teacher_learning'],
      oss_host: this.config.ossHost,
      cdn_prefix: this.config.cdnPrefix,
      allow_routes: allowRoutesFor(role, college?.role ?? []).slice(),
      permission: permissionsFor(role),
      token_expires_at: session.tokenExpiresAt.toISOString(),
      data_center_url: this.config.dataCenterUrl,
    });
  }

  /**
   * Answers of `GET /api/admin/current`, kept per session as the session cache holds it (keyed by its user row, the
   * same object for as long as the cache keeps the session). Every change the cache hears of (the user, the college,
   * the token) replaces the row, so a kept answer is never staler than the session that authorized the call.
   */
  readonly #answers = new WeakMap<UserRow, KeptAnswer>();

  /**
   * `GET /api/admin/current`, checked against its schema and written as JSON once per cached session for the roles
   * whose answer is the session's alone; a teacher's or a student's courses are read for every call.
   */
  async currentAnswer(session: AuthSession): Promise<CurrentAnswer> {
    const role = session.user.role as Role;
    const route = { method: AUTH_CALLS.current.method, url: AUTH_CALLS.current.path };
    if (role === 'edu_teacher' || role === 'edu_student') return CheckedAnswer.of(AUTH_SCHEMAS.current.response, await this.currentWithCourses(session), route);
    const kept = this.#answers.get(session.user);
    if (kept !== undefined && kept.college === session.college && kept.token === session.token && kept.expiresAt === session.tokenExpiresAt.getTime()) {
      return kept.answer;
    }
    const answer = CheckedAnswer.of(AUTH_SCHEMAS.current.response, await this.currentWithCourses(session), route);
    this.#answers.set(session.user, { college: session.college, token: session.token, expiresAt: session.tokenExpiresAt.getTime(), answer });
    return answer;
  }

  /** `current` with `teacher_learning` filled: the courses the user teaches (edu_teacher) or learns (edu_student). */
  async currentWithCourses(session: AuthSession): Promise<CurrentUser> {
    const answer = this.current(session);
    answer.teacher_learning = await this.learningOf(this.db, session.user);
    return answer;
  }

  async updateProfile(userId: number, patch: ProfileUpdate): Promise<User> {
    if (patch.phone) {
      if (await repo.phoneTakenByOther(this.db, patch.phone, userId)) throw badRequest('该手机号已被其他账号使用', 'This phone number is used by another account');
    }
    const row = await repo.updateUserFields(this.db, userId, {
      name: patch.name,
      phone: patch.phone,
      email: patch.email,
      idNumber: patch.id_number,
      department: patch.department,
      specialty: patch.specialty,
      teach: patch.teach,
    });
    return toUser(row);
  }

  async loginInfo(userId: number): Promise<z.infer<typeof LoginInfo>> {
    const rows = await repo.listLoginLogs(this.db, userId, 20);
    return rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      ip: r.ip,
      browser: r.browser,
      user_agent: r.userAgent,
      method: r.method === 'sms' ? 'sms' : 'password',
    }));
  }

  /**
   * Change the password and sign out every other device. A wrong current password counts toward the account's lock,
   * so a stolen session cannot guess it without limit; the hash checked is the stored one, not the cached session's.
   */
  async updatePassword(session: AuthSession, tokenId: number, body: PasswordUpdateRequest): Promise<void> {
    const userId = session.user.id;
    const state = await repo.passwordStateOf(this.db, userId);
    if (state === null) throw unauthorized();
    this.lockout.assertOpen(state.lockedUntil);
    if (!(await verifyPassword(body.old_password, state.password)))
      throw await this.lockout.failAccount(userId, () => badRequest('原密码错误', 'The current password is wrong'));
    await this.lockout.succeed(userId);
    if (body.old_password === body.password) throw badRequest('新密码不能与原密码相同', 'The new password must differ from the current one');
    await repo.updateUserFields(this.db, userId, { password: await hashPassword(body.password, this.config.passwordCost) });
    await repo.revokeUserTokens(this.db, userId, tokenId);
  }

  /** Send a sign-in code; unknown numbers get the same answer (no account discovery) but no SMS. */
  async sendSms(phone: string): Promise<SmsResponse> {
    if (!PHONE_PATTERN.test(phone)) throw badRequest('手机号格式不正确', 'Invalid phone number');
    const { codeTtl, resendInterval } = this.config.sms;
    const last = await repo.latestSmsCode(this.db, phone);
    if (last !== null) {
      const wait = Math.ceil((last.createdAt.getTime() + resendInterval * 1000 - Date.now()) / 1000);
      if (wait > 0) throw badRequest(`验证码已发送，请 ${wait} 秒后再获取`, `A code was just sent; request another in ${wait} s`);
    }
    const code = newSmsCode();
    await repo.insertSmsCode(this.db, phone, sha256(`${phone}:${code}`), new Date(Date.now() + codeTtl * 1000));
    const found = await repo.findUserByLogin(this.db, phone);
    if (found !== null && found.user.phone === phone) await this.sms.send(phone, code);
    return { expires_in: codeTtl, resend_in: resendInterval };
  }
}
