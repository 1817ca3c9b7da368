import { AUTH_CALLS, AUTH_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../errors.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import type { AuthSession } from '../../types.js';
import { AuthService, type LearningOf } from './service.js';
import { logSmsSender } from './sms.js';

/** Sign-in and the own account; signing in and SMS codes are rate-limited per client. */
export interface AuthRoutesOptions {
  /** `teacher_learning` of the current user (app.ts passes the courses module's: courses is built on auth). */
  learningOf?: LearningOf;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const service = new AuthService(app.db, app.config, app.config.sms.sender ?? logSmsSender(app.log), options.learningOf);
  const { rateLimit } = app.config;
  const window = rateLimit.windowSeconds * 1000;
  const sessionOf = (session: AuthSession | null): AuthSession => {
    if (session === null) throw unauthorized();
    return session;
  };

  registerCalls(app, AUTH_CALLS, AUTH_SCHEMAS, {
    login: (request) => service.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    logout: async (request) => {
      await service.logout(request.user.token_id);
      return null;
    },
    current: (request) => service.currentAnswer(sessionOf(request.authSession)),
    updateCurrent: (request) => service.updateProfile(request.user.id, request.body),
    loginInfo: (request) => service.loginInfo(request.user.id),
    updatePassword: async (request) => {
      await service.updatePassword(sessionOf(request.authSession), request.user.token_id, request.body);
      return null;
    },
    sendSms: (request) => service.sendSms(request.body.phone),
  }, {
    tags: ['auth'],
    routes: {
      login: { config: { rateLimit: { max: rateLimit.loginMax, timeWindow: window } } },
      sendSms: { config: { rateLimit: { max: rateLimit.smsMax, timeWindow: window } } },
    },
  });
};
