import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Schema } from '../fuzz/invalid-inputs';

/** One operation of openapi/portal.yaml with every local $ref resolved, as the API suites walk them. */
export type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
export type Operation = { id: string; method: string; path: string; access: string; parameters: Parameter[]; body?: Schema; multipart: boolean; statuses: number[] };

export function loadOperations(file = 'openapi/portal.yaml'): Operation[] {
  const doc = parse(readFileSync(file, 'utf8'));
  // Resolve local $refs everywhere (the contract has no cycles).
  const resolve = (node: any): any => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    if (node.$ref) return resolve(node.$ref.slice(2).split('/').reduce((at: any, key: string) => at[key], doc));
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v)]));
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const resolved = resolve(op);
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        parameters: resolved.parameters ?? [],
        body: resolved.requestBody?.content?.['application/json']?.schema,
        multipart: Boolean(resolved.requestBody?.content?.['multipart/form-data']),
        statuses: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return ops;
}

/** The path with its parameters filled: the override's value (encoded), else 1 for integers and 'x' for strings. */
export function fillPath(path: string, params: Parameter[], override?: [string, string]) {
  return path.replace(/\{(\w+)\}/g, (_, name) => {
    if (override && override[0] === name) return encodeURIComponent(override[1]);
    return params.find((p) => p.name === name)?.schema.type === 'integer' ? '1' : 'x';
  });
}
