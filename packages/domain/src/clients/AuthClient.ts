import type { AxiosInstance } from 'axios';
import type { LoginRequest, PasswordUpdateRequest, ProfileUpdate, SmsRequest } from '../contract/index.js';
import { call } from './request.js';
import { AUTH_CALLS } from '../contract/authCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';
import type { RequestOptions } from './request.js';

/** Sign-in and the account calls of spec §7. */
export interface AuthApi {
  /** `POST /api/admin/login`: password or SMS sign-in; answers the user with `api_token` (save it in the TokenStore). */
  login(request: LoginRequest, options?: RequestOptions): Promise<CallAnswer<'login'>>;
  /** `POST /api/admin/logout`: revokes the token (clear the TokenStore afterwards). */
  logout(options?: RequestOptions): Promise<void>;
  /** `GET /api/admin/current`: the user with edu, oss_host, cdn_prefix, allow_routes, permission. */
  current(options?: RequestOptions): Promise<CallAnswer<'current'>>;
  /** `POST /api/admin/current`: profile fields only. */
  updateProfile(request: ProfileUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCurrent'>>;
  /** `GET /api/admin/login/info`: recent sign-ins. */
  loginInfo(options?: RequestOptions): Promise<CallAnswer<'loginInfo'>>;
  /** `POST /api/admin/password/update`: revokes the user's other tokens. */
  updatePassword(request: PasswordUpdateRequest, options?: RequestOptions): Promise<void>;
  /** `POST /api/admin/sms`: sends a 6-digit sign-in code. */
  sendSms(request: SmsRequest, options?: RequestOptions): Promise<CallAnswer<'sendSms'>>;
}

export class AuthClient implements AuthApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  login(request: LoginRequest, options?: RequestOptions): Promise<CallAnswer<'login'>> {
    return call(this.#http, AUTH_CALLS, 'login', { body: request }, options);
  }

  async logout(options?: RequestOptions): Promise<void> {
    await call(this.#http, AUTH_CALLS, 'logout', {}, options);
  }

  current(options?: RequestOptions): Promise<CallAnswer<'current'>> {
    return call(this.#http, AUTH_CALLS, 'current', {}, options);
  }

  updateProfile(request: ProfileUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCurrent'>> {
    return call(this.#http, AUTH_CALLS, 'updateCurrent', { body: request }, options);
  }

  loginInfo(options?: RequestOptions): Promise<CallAnswer<'loginInfo'>> {
    return call(this.#http, AUTH_CALLS, 'loginInfo', {}, options);
  }

  async updatePassword(request: PasswordUpdateRequest, options?: RequestOptions): Promise<void> {
    await call(this.#http, AUTH_CALLS, 'updatePassword', { body: request }, options);
  }

  sendSms(request: SmsRequest, options?: RequestOptions): Promise<CallAnswer<'sendSms'>> {
    return call(this.#http, AUTH_CALLS, 'sendSms', { body: request }, options);
  }
}
