import { describe, expect, it } from 'vitest';
import { handlers } from '../../../src/server/handlers';
import { loadOperations } from './load-operations';

describe('the server handlers', () => {
  const operationIds = loadOperations().map((op) => op.operationId);

  it.each(operationIds)('include a handler for %s', (operationId) => {
    expect(typeof (handlers as Record<string, unknown>)[operationId]).toBe('function');
  });

  it('hold no handler for an operation the contract does not have', () => {
    expect(Object.keys(handlers).filter((id) => !operationIds.includes(id))).toEqual([]);
  });
});
