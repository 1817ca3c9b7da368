import {
  CurrentUser,
  Empty,
  envelope,
  LoginInfo,
  LoginRequest,
  PasswordUpdateRequest,
  ProfileUpdate,
  SmsRequest,
  SmsResponse,
  User,
} from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { unauthorized } from '../../errors.js';
import type { AuthSession } from '../../types.js';
import { AuthService } from './service.js';
import { logSmsSender } from './sms.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuthService(app.db, app.config, app.config.sms.sender ?? logSmsSender(app.log));
  const { rateLimit } = app.config;
  const window = rateLimit.windowSeconds * 1000;
  const sessionOf = (session: AuthSession | null): AuthSession => {
    if (session === null) throw unauthorized();
    return session;
  };

  app.post('/api/admin/login', {
    config: { roles: 'public', rateLimit: { max: rateLimit.loginMax, timeWindow: window } },
    schema: { tags, summary: 'Sign in (username/phone + password, or phone + SMS code)', body: LoginRequest, response: { 200: envelope(CurrentUser) } },
    handler: async (request) => ok(await service.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' })),
  });

  app.post('/api/admin/logout', {
    config: { roles: 'any' },
    schema: { tags, summary: 'Sign out (revokes this token)', response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.logout(request.user.token_id);
      return ok(null);
    },
  });

  app.get('/api/admin/current', {
    config: { roles: 'any' },
    schema: { tags, summary: 'The signed-in user with college, allowed routes and permissions', response: { 200: envelope(CurrentUser) } },
    handler: async (request) => ok(await service.currentWithCourses(sessionOf(request.authSession))),
  });

  app.post('/api/admin/current', {
    config: { roles: 'any' },
    schema: { tags, summary: 'Update the own profile (never role or college)', body: ProfileUpdate, response: { 200: envelope(User) } },
    handler: async (request) => ok(await service.updateProfile(request.user.id, request.body)),
  });

  app.get('/api/admin/login/info', {
    config: { roles: 'any' },
    schema: { tags, summary: 'Recent sign-ins: time, IP, browser', response: { 200: envelope(LoginInfo) } },
    handler: async (request) => ok(await service.loginInfo(request.user.id)),
  });

  app.post('/api/admin/password/update', {
    config: { roles: 'any' },
    schema: { tags, summary: 'Change the password (signs out every other device)', body: PasswordUpdateRequest, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.updatePassword(sessionOf(request.authSession), request.user.token_id, request.body);
      return ok(null);
    },
  });

  app.post('/api/admin/sms', {
    config: { roles: 'public', rateLimit: { max: rateLimit.smsMax, timeWindow: window } },
    schema: { tags, summary: 'Send a 6-digit sign-in code (valid 5 minutes)', body: SmsRequest, response: { 200: envelope(SmsResponse) } },
    handler: async (request) => ok(await service.sendSms(request.body.phone)),
  });
};
