/** Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password into a PHC string ($argon2id$…). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when `password` matches the PHC `passwordHash`; false for a malformed hash too. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
