import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { lazySerializerFactory, lazyValidator } from '../../../src/server/lib/lazy-compilers';

const schema = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id'], additionalProperties: false };

describe('compiling at first use (lib/lazy-compilers.ts)', () => {
  it('serialises as fast-json-stringify does, dropping fields the schema does not list', () => {
    const compile = lazySerializerFactory()(undefined, undefined);
    const serialize = compile({ method: 'GET', url: '/x', httpStatus: '200', schema });
    expect(serialize({ id: 7, name: 'Villa', secret: 'hidden' })).toBe('{"id":7,"name":"Villa"}');
    expect(serialize({ id: 8 })).toBe('{"id":8}');
  });

  it('compiles a validator once, at its first call, and hands Fastify its errors', () => {
    const ajv = new Ajv2020({ allErrors: false });
    const compile = vi.fn(() => ajv.compile(schema));
    const validate = lazyValidator(compile as never);
    expect(compile).not.toHaveBeenCalled();

    expect(validate({ id: 1 })).toBe(true);
    expect(validate({ name: 'no id' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'required', params: { missingProperty: 'id' } });
    expect(validate({ id: 2 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
