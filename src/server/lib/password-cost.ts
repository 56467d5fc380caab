import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt N=2^17, r=8, p=1 (OWASP's recommendation): about half a second and 128 MiB per hash.
 * Every stored hash names its own cost (passwords.ts), so raising it needs no migration. Alone in
 * this module so that the API suite can hash at a test cost (tests/api/setup/password-cost.ts),
 * as Django's and Rails' suites do; the suites about hashing itself keep this one.
 */
export const PASSWORD_COST: Readonly<Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>> = { N: 2 ** 17, r: 8, p: 1 };
