import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR/secrets.json: also what a backup and a move to PostgreSQL carry. */
export const SECRETS_FILE_NAME = 'secrets.json';

export interface GeneratedSecrets {
  jwtSecret: string;
  csrfSecret: string;
}

/**
 * Embedded mode has nobody to hand us secrets, so we make 256-bit ones on first start and keep
 * them in DATA_DIR/secrets.json (mode 0600): a restart must not sign everybody out.
 * The file is created with O_EXCL so two first starts racing cannot end with different keys.
 */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, SECRETS_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return parse(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: GeneratedSecrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    csrfSecret: randomBytes(32).toString('base64url'),
  };
  try {
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    // Another process won the race: use what it wrote.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parse(fs.readFileSync(file, 'utf8'), file);
    throw error;
  }
}

function parse(text: string, file: string): GeneratedSecrets {
  const value = JSON.parse(text) as Partial<GeneratedSecrets>;
  if (typeof value.jwtSecret !== 'string' || typeof value.csrfSecret !== 'string') {
    throw new Error(`${file} is damaged: delete it to generate new secrets (everyone will be signed out)`);
  }
  return { jwtSecret: value.jwtSecret, csrfSecret: value.csrfSecret };
}
