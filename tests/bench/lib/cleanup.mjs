// Cleanup registry: servers and temp dirs are released at the end of a run, also on errors
// and on SIGINT/SIGTERM of the orchestrator.

const tasks = [];

/** Register an async cleanup; returns a function that runs it once and unregisters it. */
export function onCleanup(fn) {
  let done = false;
  const task = async () => {
    if (done) return;
    done = true;
    const i = tasks.indexOf(task);
    if (i >= 0) tasks.splice(i, 1);
    await fn();
  };
  tasks.push(task);
  return task;
}

export async function runCleanups() {
  // Last registered first; copy because tasks remove themselves.
  for (const task of [...tasks].reverse()) {
    try {
      await task();
    } catch (err) {
      console.error(`cleanup failed: ${err?.message ?? err}`);
    }
  }
}
