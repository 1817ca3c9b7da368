import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { inviteCodeTaken } from './repository.js';

/** Letters and digits without look-alikes (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh invite code of 8 characters, used by no group or team (codes are looked up across both). */
export async function newInviteCode(db: Db): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!(await inviteCodeTaken(db, code))) return code;
  }
}
