import type { PrecompressedJson } from '../../lib/precompressed-json';

/**
 * The calendars the embedded server has answered, so that reading one again costs a lookup instead
 * of a statement: hosts reload and page the calendar far more often than anything on it changes,
 * and the embedded database runs every statement in WebAssembly on the request's thread. What is
 * kept is the answer as sent (get-property-calendar.ts keeps the JSON bytes, made once by the
 * route's serialiser, with their compressed forms), so a hit neither builds, serialises nor
 * compresses anything.
 *
 * Every statement that changes what a calendar shows notifies 'calendar_changed' (migration 0014's
 * triggers, on every table the calendar reads), and `clear` then forgets everything: coarse, but
 * nothing can be missed, whichever module or script wrote. Only the embedded database uses it: one
 * process holds its data directory, and PGlite delivers the notification before the writing
 * statement's promise resolves, so the next read after a write is always fresh. (Several servers
 * on PostgreSQL would each need to hear every other's writes before answering; they read anew.)
 *
 * A read that started before a change and ends after it is answered but not kept (the generation
 * moved on meanwhile). Entries are keyed by who asks, so a host is only ever answered from a
 * calendar read for that host. At most `capacity` calendars are kept, least recently used first out.
 */
export class CalendarCache<Answer = PrecompressedJson> {
  private readonly entries = new Map<string, Answer>();
  private generation = 0;

  constructor(private readonly capacity = 2000) {}

  /** Something a calendar shows changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The kept answer for `key` (now the most recently used), without a promise: the hot path. */
  peek(key: string): Answer | undefined {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, kept);
    }
    return kept;
  }

  async read(key: string, load: () => Promise<Answer>): Promise<Answer> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const answer = await load();
    if (generation === this.generation) {
      this.entries.set(key, answer);
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }
}
