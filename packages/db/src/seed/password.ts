import { randomBytes } from 'node:crypto';
import { hash, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules forbids reading; its value is fixed.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** The API's parameters (OWASP's argon2id minimum), so seeded hashes verify like real ones. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a password nobody knows, for generated accounts: they behave like real email accounts
 * (a login attempt is verified and fails) without costing an argon2 run each.
 */
export function hashUnknownPassword(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
