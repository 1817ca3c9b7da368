// HMAC signatures of the storage URLs the server hands out (the local adapter's stand-in for S3's presigned URLs,
// and the download links of both drivers).
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * - `PUT`: one part of a multipart upload (local disk).
 * - `GET`: a download link, valid until `expires`; `name` is the file name it downloads as.
 * - `REF`: a reference kept in the database: never downloadable itself, only proof that the server issued it.
 */
export type SignedAction =
  | { method: 'PUT'; key: string; uploadId: string; partNumber: number }
  | { method: 'GET'; key: string; name?: string | undefined }
  | { method: 'REF'; key: string; name?: string | undefined };

function canonical(action: SignedAction, expires: number): string {
  switch (action.method) {
    case 'PUT':
      return ['PUT', action.key, action.uploadId, String(action.partNumber), String(expires)].join('\n');
    case 'GET':
      // Without a name this is the form links had before names existed, so those still verify.
      return ['GET', action.key, String(expires), ...(action.name === undefined ? [] : [action.name])].join('\n');
    case 'REF':
      return ['REF', action.key, action.name ?? ''].join('\n');
    default:
      return action satisfies never;
  }
}

export function signAction(secret: string, action: SignedAction, expires: number): string {
  return createHmac('sha256', secret).update(canonical(action, expires)).digest('base64url');
}

/** True when `signature` is the server's for this action and `expires`, whether or not it has passed. */
export function isSignedBy(secret: string, action: SignedAction, expires: number, signature: string): boolean {
  if (!Number.isInteger(expires)) return false;
  const expected = Buffer.from(signAction(secret, action, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** True when `signature` matches and `expires` (unix seconds) is not in the past. */
export function verifyAction(secret: string, action: SignedAction, expires: number, signature: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return Number.isInteger(expires) && expires >= nowSeconds && isSignedBy(secret, action, expires, signature);
}
