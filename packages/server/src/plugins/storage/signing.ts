// HMAC-signed, expiring URLs for the local-disk adapter (the stand-in for S3's presigned URLs).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedAction = { method: 'PUT'; key: string; uploadId: string; partNumber: number } | { method: 'GET'; key: string };

function canonical(action: SignedAction, expires: number): string {
  switch (action.method) {
    case 'PUT':
      return ['PUT', action.key, action.uploadId, String(action.partNumber), String(expires)].join('\n');
    case 'GET':
      return ['GET', action.key, String(expires)].join('\n');
    default:
      return action satisfies never;
  }
}

export function signAction(secret: string, action: SignedAction, expires: number): string {
  return createHmac('sha256', secret).update(canonical(action, expires)).digest('base64url');
}

/** True when `signature` matches and `expires` (unix seconds) is not in the past. */
export function verifyAction(secret: string, action: SignedAction, expires: number, signature: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!Number.isInteger(expires) || expires < nowSeconds) return false;
  const expected = Buffer.from(signAction(secret, action, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
