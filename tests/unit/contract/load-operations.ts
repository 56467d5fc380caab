import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Operation = {
  operationId: string;
  method: string;
  path: string;
  access: string;
  bodySchema?: { additionalProperties?: unknown };
  /** status → the schema $ref its JSON body resolves to (through components.responses). */
  responseRefs: Record<string, string | undefined>;
};

type Doc = {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, any>; responses: Record<string, any> };
};

/** Reads openapi/portal.yaml into a flat list of operations, resolving local $refs one level. */
export function loadOperations(file = 'openapi/portal.yaml'): Operation[] {
  const doc = parse(readFileSync(file, 'utf8')) as Doc;
  const resolve = (node: any) => {
    const ref: string | undefined = node?.$ref;
    if (!ref) return node;
    const [, , kind, name] = ref.split('/');
    return (doc.components as any)[kind][name];
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const responseRefs: Record<string, string | undefined> = {};
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        responseRefs[status] = resolve(response)?.content?.['application/json']?.schema?.$ref;
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        bodySchema: body ? resolve(body) : undefined,
        responseRefs,
      });
    }
  }
  return operations;
}
