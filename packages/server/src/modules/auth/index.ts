// The public face of modules/auth: what other modules may use.
export { findSessionByTokenHash, revokeUserTokens, type SessionRow } from './repository.js';
export { authRoutes } from './routes.js';
export { AuthService } from './service.js';
export { AUTH_CHANNEL, SessionCache } from './sessionCache.js';
export { logSmsSender } from './sms.js';
