/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane), shared by the
 * customers' (accounts) and the staff's (admin-auth) sign-in, so neither module imports the other.
 */
import { randomBytes } from 'node:crypto';
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

/** The one answer of a refused sign-in, customer or staff: it does not say which part was wrong. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

let dummyHash: Promise<string> | undefined;

/**
 * Sign-in's check: `passwordHash` is the account's hash, or undefined when no account has the
 * e-mail. Then the password is checked against a dummy hash made with the same parameters (and
 * false returned), so an unknown e-mail costs as much time as a known one and timing does not
 * tell who has an account (issue 5).
 */
export async function verifyPasswordOrDummy(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash !== undefined) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
