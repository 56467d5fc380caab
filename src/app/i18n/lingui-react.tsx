/**
 * The part of @lingui/react the app uses (I18nProvider, useLingui, Trans), resolved in place of the
 * package by vite.config.ts and vitest.config.ts for the same first-load reason as lingui-core.ts.
 * Trans keeps Lingui's contract with its macro: it looks the message up by id, fills in `values`
 * (React elements among them become numbered tags), and puts the `components` back into the
 * translation's `<0>…</0>` and `<1/>` tags, so translators can move them.
 */
import { cloneElement, createContext, Fragment, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { I18n } from './lingui-core';

interface LinguiValue {
  i18n: I18n;
  _: I18n['_'];
}

const LinguiContext = createContext<LinguiValue | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  // A new value on each change re-renders every reader (the locale or its messages changed).
  const store = useMemo(() => {
    let value: LinguiValue = { i18n, _: i18n._ };
    const subscribe = (onChange: () => void) =>
      i18n.on('change', () => {
        value = { i18n, _: i18n._ };
        onChange();
      });
    return { subscribe, get: () => value };
  }, [i18n]);
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (!value.i18n.locale) return null;
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export function useLingui(): LinguiValue {
  return useContext(LinguiContext)!;
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** '<0>Sign in</0> now' with components {0: <a/>} → [<a>Sign in</a>, ' now']. */
function formatElements(text: string, components: Record<string, ReactElement>, key = { n: 0 }): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const tree: ReactNode[] = [];
  if (parts[0]) tree.push(parts[0]);
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, unpaired, after] = parts.slice(i, i + 4);
    const element = components[(paired ?? unpaired)!] ?? <Fragment />;
    const children = inner ? formatElements(inner, components, key) : (element.props as { children?: ReactNode }).children;
    tree.push(cloneElement(element, { key: `$lingui$_${key.n++}` }, children));
    if (after) tree.push(after);
  }
  return tree.length === 1 ? tree[0] : tree;
}

interface TransProps {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

export function Trans({ id, message, values, components }: TransProps) {
  const { i18n } = useLingui();
  const own = { ...values };
  const elements = { ...components };
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') continue;
    const index = Object.keys(elements).length;
    elements[index] = <Fragment>{value as ReactNode}</Fragment>;
    own[name] = `<${index}/>`;
  }
  return <>{formatElements(i18n._(id, own, { message }), elements)}</>;
}
