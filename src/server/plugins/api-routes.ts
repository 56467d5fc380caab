import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { handlers } from '../handlers';
import { withContractStatuses } from './contract-statuses';

/** Resolved from the working directory: the server always runs from the project root. */
const DEFAULT_CONTRACT_PATH = path.resolve(process.cwd(), 'openapi/portal.yaml');
/** The same contract as JSON, written by scripts/build-server.mjs: parsing the YAML took ~0.3 s of every start. */
const BUILT_CONTRACT_PATH = path.resolve(process.cwd(), 'dist/server/portal.json');

/** The built JSON when it is at least as new as the YAML (a rebuilt server always is), else the YAML. */
export function freshestContractPath(): string {
  try {
    return fs.statSync(BUILT_CONTRACT_PATH).mtimeMs >= fs.statSync(DEFAULT_CONTRACT_PATH).mtimeMs ? BUILT_CONTRACT_PATH : DEFAULT_CONTRACT_PATH;
  } catch {
    return DEFAULT_CONTRACT_PATH;
  }
}

const parsedContracts = new Map<string, object>();

/** The contract, parsed once per process (tests build many apps). */
export function loadContract(file = DEFAULT_CONTRACT_PATH): object {
  let spec = parsedContracts.get(file);
  if (!spec) {
    const text = fs.readFileSync(file, 'utf8');
    spec = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as object;
    parsedContracts.set(file, spec);
  }
  return spec;
}

/**
 * Every API route comes from openapi/portal.yaml: method, path, request schemas (validated
 * strictly), response schemas (serialised by fast-json-stringify, which also drops any field a
 * handler returns that the contract does not list), `x-access`, and the status of a success
 * (contract-statuses.ts). Handlers are matched by operationId; one missing from `handlers` would
 * answer 500, which the handler-coverage test and handlers.ts's type check prevent.
 */
export default fp(
  async (app, options: { contractPath?: string }) => {
    const specification = loadContract(options.contractPath);
    await app.register(openapiGlue, { specification, serviceHandlers: withContractStatuses(handlers, specification) });
  },
  { name: 'api-routes', dependencies: ['app-deps', 'access-control', 'strict-validation', 'error-shape'] },
);
