import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random bearer token (the client's copy); the database keeps only its sha256. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
