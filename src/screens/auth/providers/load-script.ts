/**
 * Loads a provider's script once: a second call for the same src shares the first load; a failed
 * or timed-out load is forgotten, so the next click tries again.
 */
export const SCRIPT_TIMEOUT_MS = 15_000;

type ScriptElement = { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null; remove(): void };
export type ScriptDocument = { createElement(tag: 'script'): ScriptElement; head: { appendChild(node: ScriptElement): unknown } };

export function createScriptLoader(doc: ScriptDocument, timeoutMs = SCRIPT_TIMEOUT_MS): (src: string) => Promise<void> {
  const loads = new Map<string, Promise<void>>();
  return (src) => {
    const known = loads.get(src);
    if (known) return known;
    const load = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      const settle = () => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
      };
      const fail = (reason: string) => {
        settle();
        script.remove();
        loads.delete(src);
        reject(new Error(`${reason}: ${src}`));
      };
      const timer = setTimeout(() => fail('timed out loading'), timeoutMs);
      script.onload = () => {
        settle();
        resolve();
      };
      script.onerror = () => fail('could not load');
      script.async = true;
      script.src = src;
      doc.head.appendChild(script);
    });
    loads.set(src, load);
    return load;
  };
}

let pageLoader: ((src: string) => Promise<void>) | null = null;

/** The page's loader (one per document). */
export const loadScript = (src: string) => (pageLoader ??= createScriptLoader(document as unknown as ScriptDocument))(src);
