import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 = argon2id; OWASP parameters (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the stored argon2id hash; a malformed hash is a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown logins are not revealed by timing (R04). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('kabinet-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
