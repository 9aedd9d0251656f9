/**
 * Password storage: the client only ever sends sha256hex(password) (inside the login token or as
 * `password`); the server keeps an argon2id hash of that digest.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id; the const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;

export function hashPassword(passwordDigest: string): Promise<string> {
  return hash(passwordDigest.toLowerCase(), { algorithm: ARGON2ID });
}

/** A hash of nothing anyone knows, made once, to check against when there is no account's own. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash(randomBytes(32).toString('hex'), { algorithm: ARGON2ID }));

/**
 * True when the digest matches the stored hash. Without a stored hash (an unknown email, an account
 * not set up) it still runs one argon2 verification, against a dummy hash, and answers false: a
 * wrong password and an unknown email take the same time, so timing tells no one which emails exist.
 */
export async function verifyPassword(stored: string | null | undefined, passwordDigest: string): Promise<boolean> {
  try {
    const matches = await verify(stored || (await dummy()), passwordDigest.toLowerCase());
    return Boolean(stored) && matches;
  } catch {
    return false;
  }
}
