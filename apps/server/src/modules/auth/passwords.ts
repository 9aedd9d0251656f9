/**
 * Password storage: the client only ever sends sha256hex(password) (inside the login token or as
 * `password`); the server keeps an argon2id hash of that digest.
 */
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id; the const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;

export function hashPassword(passwordDigest: string): Promise<string> {
  return hash(passwordDigest.toLowerCase(), { algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string | null, passwordDigest: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, passwordDigest.toLowerCase());
  } catch {
    return false;
  }
}
