import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { FolderNotEmptyError } from './data-files';
import { BackupError, writeBackup, type BackupManifest } from './embedded-backup';

/**
 * The online backup of the embedded database. PGlite allows one process on its folder (the server
 * holds DATA_DIR/server.lock), so `npm run backup` cannot open it beside a running server: it asks
 * the server instead, over a Unix socket in DATA_DIR (mode 0600: whoever may connect may read the
 * folder anyway, and nothing listens on the network). One request per connection, one JSON line
 * each way: {"out": "/absolute/folder"} → the manifest, or {"error": "…"}.
 */
const BACKUP_SOCKET_NAME = 'backup.sock';
/** sun_path holds 108 bytes on Linux (104 on macOS): a deeper DATA_DIR has no online backup. */
const MAX_SOCKET_PATH = 100;

type Answer = { manifest: BackupManifest } | { error: string };

export interface BackupSocketLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, BACKUP_SOCKET_NAME);
}

/** Serves backups of `client` on DATA_DIR/backup.sock; the caller must hold the folder's lock. */
export async function startBackupSocket(client: PGlite, dataDir: string, log: BackupSocketLog): Promise<{ stop(): Promise<void> } | null> {
  const file = backupSocketPath(dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    log.warn({ file }, 'the data directory path is too long for the backup socket: back up with the server stopped');
    return null;
  }
  // We hold the lock, so a socket file left here is a crashed server's.
  fs.rmSync(file, { force: true });
  let queue = Promise.resolve();
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.pause();
      // One backup at a time: each holds the database for the length of its dump.
      queue = queue.then(async () => {
        const answer = await answerRequest(client, dataDir, request);
        if ('error' in answer) log.warn({ error: answer.error }, 'online backup failed');
        else log.info({ tables: answer.manifest.tables.length, uploads: answer.manifest.uploads }, 'online backup written');
        socket.end(`${JSON.stringify(answer)}\n`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Created owner-only from the start: no moment in which another user could connect. The bind
    // happens inside listen(), synchronously, so the process-wide umask is back at once.
    const umask = process.umask(0o177);
    try {
      server.listen(file, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  fs.chmodSync(file, 0o600);
  return {
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function answerRequest(client: PGlite, dataDir: string, line: string): Promise<Answer> {
  try {
    const { out } = JSON.parse(line) as { out?: unknown };
    if (typeof out !== 'string' || !path.isAbsolute(out)) return { error: 'the request names no absolute backup folder' };
    return { manifest: await writeBackup(client, dataDir, out) };
  } catch (error) {
    return { error: error instanceof BackupError || error instanceof FolderNotEmptyError ? error.message : `the server could not write the backup: ${(error as Error).message}` };
  }
}

/** Asks the server running on `dataDir` for a backup into `outDir` (absolute). */
export function requestOnlineBackup(dataDir: string, outDir: string): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ out: outDir })}\n`));
    socket.on('data', (chunk: string) => void (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(`The server running on ${dataDir} does not answer on ${backupSocketPath(dataDir)} (${error.code ?? error.message}): stop it and run the backup again.`)),
    );
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as Answer;
        if ('error' in parsed) reject(new BackupError(`The server could not back up: ${parsed.error}`));
        else resolve(parsed.manifest);
      } catch {
        reject(new BackupError('The server closed the backup connection without an answer.'));
      }
    });
  });
}
