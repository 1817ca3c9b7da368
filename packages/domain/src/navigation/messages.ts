/** Navigation result codes (spec §4). */
export const NAVIGATION_CODES = { ALLOWED: 1, DENIED: 0, LOGIN_INVALID: -1, NETWORK_ERROR: -2 } as const;
export type NavigationCode = (typeof NAVIGATION_CODES)[keyof typeof NAVIGATION_CODES];

export type NavigationMessageId = 'navigation.networkError' | 'navigation.loginInvalid' | 'navigation.denied';

/**
 * The navigation messages of spec §8 (zh-CN, exact) with their English equivalents, keyed by message id
 * so the app can put them in its react-intl catalogs.
 */
export const NAVIGATION_MESSAGES: Readonly<Record<NavigationMessageId, { readonly zh: string; readonly en: string }>> = {
  'navigation.networkError': { zh: '网络错误 -2', en: 'Network error -2' },
  'navigation.loginInvalid': { zh: '登录已失效 -1，无法进入此页面', en: 'Sign-in has expired -1, this page cannot be opened' },
  'navigation.denied': { zh: '权限不足 0，无法进入此页面', en: 'Insufficient permission 0, this page cannot be opened' },
};
