export { decideNavigation } from './guard.js';
export type { GuardUser, NavigationTarget, NavigationRequest, NavigationDecision } from './guard.js';
export { NAVIGATION_CODES, NAVIGATION_MESSAGES } from './messages.js';
export type { NavigationCode, NavigationMessageId } from './messages.js';
