import { vi } from 'vitest';

/**
 * The API suite hashes passwords at a test cost: scrypt N=2^12 (4 MiB, a few milliseconds)
 * instead of 2^17 (about half a second on a quiet core, seconds on a busy one). Hundreds of
 * sign-ups and sign-ins otherwise spent most of the suite's time in scrypt. The files about
 * hashing itself (answer-timing, hashing-pool) unmock it and hash at the real cost.
 */
vi.mock('../../../src/server/lib/password-cost', () => ({ PASSWORD_COST: { N: 2 ** 12, r: 8, p: 1 } }));
