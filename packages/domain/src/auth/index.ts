export { TokenStore, TOKEN_STORAGE_KEY, TOKEN_TTL_MS } from './tokenStore.js';
export type { StorageLike, StoredToken, TokenStoreOptions } from './tokenStore.js';
