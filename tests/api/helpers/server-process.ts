import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A real server (src/server/main.ts through tsx, as `npm run dev`'s server) listening on loopback. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Kills whatever is still running (call in afterAll). */
export function killServerProcesses() {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function spawnServer(env: Record<string, string>) {
  // The test run's own database settings must not leak into the child: env says which it uses.
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

/** Starts a server and resolves once it listens (main.ts prints its port); rejects if it exits first. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { child, output, exited } = spawnServer(env);
  const port = await new Promise<number>((resolve, reject) => {
    const look = () => {
      const match = /\(port (\d+),/.exec(output());
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', look);
    void exited.then((code) => reject(new Error(`the server exited with ${code} before listening:\n${output()}`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output,
    async stop(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server that is expected to refuse to start: its exit code and what it printed. */
export async function runServerUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { output, exited } = spawnServer(env);
  const code = await exited;
  return { code, output: output() };
}
