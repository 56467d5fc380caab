// The server of another commit, for measuring before and after in the same run (api-load's
// --before=<commit>): a temporary git worktree of that commit, this checkout's node_modules
// linked into it, its server bundle built. Removed again when the bench ends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from '../lib/cleanup.mjs';
import { ROOT } from '../lib/portal-server.mjs';
import { runNode } from '../lib/proc.mjs';

const git = (args, cwd = ROOT) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();

/** This checkout as a tree to measure. */
export const currentTree = () => ({ label: 'after', commit: git(['rev-parse', '--short', 'HEAD']), root: ROOT });

/** A tree of `commit` built in a temporary worktree: { label: 'before', commit, root }. */
export async function checkOutTree(commit, log) {
  let full;
  try {
    full = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  } catch {
    throw new Error(`--before=${commit}: no such commit in this repository`);
  }
  const root = join(mkdtempSync(join(tmpdir(), 'bench-before-')), 'tree');
  log(`  before: a worktree of ${full.slice(0, 7)} in ${root}…`);
  git(['worktree', 'add', '--detach', root, full]);
  onCleanup(() => {
    try {
      git(['worktree', 'remove', '--force', root]);
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
      git(['worktree', 'prune']);
    }
  });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(root, 'node_modules'), 'dir');
  log('  before: building its server bundle…');
  const built = await runNode(['scripts/build-server.mjs'], { cwd: root, timeoutMs: 180_000 });
  if (built.code !== 0) throw new Error(`the server of ${full.slice(0, 7)} did not build (exit ${built.code}): ${(built.stderr || built.stdout).slice(-2000)}`);
  return { label: 'before', commit: full.slice(0, 7), root };
}
