import { z } from 'zod';
import { AUTH_CALLS } from './authCalls.js';
import { schemasFor } from './callSchemas.js';
import { Empty, RoleSchema, StatusSchema, Timestamp } from './common.js';
import { College } from './edu.js';
import { PHONE_PATTERN } from './patterns.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export { PHONE_PATTERN };

export const Username = z.string().trim().min(2).max(32).regex(USERNAME_PATTERN);
export const Phone = z.string().trim().regex(PHONE_PATTERN);
export const Password = z.string().min(6).max(64);
export const SmsCode = z.string().regex(/^\d{6}$/);

/**
 * `POST /api/admin/login`: either a password sign-in (`username` may also be the phone number)
 * or an SMS sign-in (`phone` + `code`, after `POST /api/admin/sms`).
 */
export const LoginRequest = z
  .object({
    username: z.string().trim().min(1).max(64).optional(),
    password: z.string().min(1).max(128).optional(),
    phone: Phone.optional(),
    code: SmsCode.optional(),
  })
  .strict()
  .refine((v) => (v.username !== undefined && v.password !== undefined) || (v.phone !== undefined && v.code !== undefined), {
    message: 'username + password, or phone + code',
    params: { zh: '请填写用户名和密码，或手机号和验证码', en: 'Give username and password, or phone and code' },
  });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** A user as the API shows it (spec §3, never the password). */
export const User = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  username: z.string(),
  /** Real name (姓名). */
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  department: z.string().nullable(),
  specialty: z.string().nullable(),
  teach: z.string().nullable(),
  class_id: z.number().int().nullable(),
  status: StatusSchema,
  role: RoleSchema,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type User = z.infer<typeof User>;

/** action → allowed, derived from the role (e.g. `user.create`, `class.manage`, `edu.manage`). */
export const PermissionMap = z.record(z.string(), z.boolean());
export type PermissionMap = z.infer<typeof PermissionMap>;

/** `GET /api/admin/current` and the login answer (spec §7). */
export const CurrentUser = User.extend({
  api_token: z.string(),
  /** The user's college, `null` for system roles. */
  edu: College.nullable(),
  /**
   * Courses of the signed-in user: those an edu_teacher teaches (course teachers), those an edu_student learns
   * (published courses assigned to their class); `[]` for other roles. Ordered by the courses' `sort`, then id.
   */
  teacher_learning: z.array(z.object({ id: z.number().int(), title: z.string() })),
  oss_host: z.string(),
  cdn_prefix: z.string(),
  /** Route names (packages/domain `ROUTES`) this user may open. */
  allow_routes: z.array(z.string()),
  permission: PermissionMap,
  /** When the token expires (ISO time); the browser also keeps its own 1-day expiry. */
  token_expires_at: Timestamp,
  /** The external data-centre site (`DATA_CENTER_URL`) opened by /edu/data-center; `''` or absent = unset (hide the entry). */
  data_center_url: z.string().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** `POST /api/admin/current`: profile fields only, never role, college or status. */
export const ProfileUpdate = z
  .object({
    name: z.string().trim().min(1).max(32),
    phone: Phone.nullable(),
    email: z.string().trim().max(128).pipe(z.email()).nullable(),
    id_number: z.string().trim().max(32).nullable(),
    department: z.string().trim().max(64).nullable(),
    specialty: z.string().trim().max(64).nullable(),
    teach: z.string().trim().max(128).nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** One recent sign-in (`GET /api/admin/login/info`). */
export const LoginRecord = z.object({
  id: z.number().int(),
  created_at: Timestamp,
  ip: z.string(),
  browser: z.string(),
  user_agent: z.string(),
  method: z.enum(['password', 'sms']),
});
export type LoginRecord = z.infer<typeof LoginRecord>;
export const LoginInfo = z.array(LoginRecord);

/** `POST /api/admin/password/update`: revokes every other token of the user. */
export const PasswordUpdateRequest = z.object({ old_password: z.string().min(1).max(128), password: Password });
export type PasswordUpdateRequest = z.infer<typeof PasswordUpdateRequest>;

/** `POST /api/admin/sms`: sends a 6-digit sign-in code valid 5 minutes. */
export const SmsRequest = z.object({ phone: Phone });
export type SmsRequest = z.infer<typeof SmsRequest>;
export const SmsResponse = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });
export type SmsResponse = z.infer<typeof SmsResponse>;

/** The schemas of every sign-in and account call (AUTH_CALLS). */
export const AUTH_SCHEMAS = schemasFor(AUTH_CALLS)({
  login: { body: LoginRequest, response: CurrentUser },
  logout: { response: Empty },
  current: { response: CurrentUser },
  updateCurrent: { body: ProfileUpdate, response: User },
  loginInfo: { response: LoginInfo },
  updatePassword: { body: PasswordUpdateRequest, response: Empty },
  sendSms: { body: SmsRequest, response: SmsResponse },
});
