import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; these are OWASP's baseline (19 MiB, 2 passes, 1 lane).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/**
 * Compares in constant time. With no stored hash (no such account, or a Google-only one) it still
 * runs one verification, so an unknown email takes as long to refuse as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? (await standInHash()), password);
    return storedHash !== null && matches;
  } catch {
    return false;
  }
}

let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hash('stand-in for a missing account', options));
