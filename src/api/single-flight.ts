/**
 * A task that runs once at a time: callers that arrive while it runs share its promise, and the
 * next caller after it settles starts it afresh. Token renewal needs this, because a refresh
 * token used twice revokes the whole family on the server.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
