import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot inline; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** Hashes a password with Argon2id (library defaults: 19 MiB memory, 2 passes, OWASP's minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Checks a password against an Argon2 hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
