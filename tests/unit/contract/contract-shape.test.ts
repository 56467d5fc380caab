import { describe, expect, it } from 'vitest';
import { loadOperations } from './load-operations';

// Spec §7: every call keeps its method and path exactly. These are the calls as the spec lists them.
const SPEC_CALLS = [
  'POST /api/v1/web/auth/sign-in/email',
  'POST /api/v1/web/auth/sign-in/google',
  'POST /api/v1/web/auth/sign-in/facebook',
  'POST /api/v1/web/auth/sign-in/apple',
  'GET /api/v1/auth/me',
  'POST /api/v1/web/auth/sign-up/email',
  'PATCH /api/v1/auth/send-otp',
  'POST /api/v1/auth/validate-otp',
  'PUT /api/v1/auth/password',
  'GET /api/v1/property-types',
  'GET /api/v1/languages',
  'GET /api/v1/questions',
  'GET /api/v1/web/amenities/with-categories',
  'POST /api/v1/web/amenities/categories',
  'GET /api/v1/web/bathroom-types/shared',
  'GET /api/v1/web/bathroom-types/other',
  'GET /api/v1/bed-room-types',
  'GET /api/v1/web/unit-categories',
  'GET /api/v1/web/highlights',
  'DELETE /api/v1/web/accommodation-units/{id}',
  'GET /api/v1/web/cancellation-policies',
  'GET /api/v1/plans',
  'GET /api/v1/web/properties/host/listed-properties/plan-check',
  'GET /api/v1/web/other-parties',
  'POST /api/v1/web/inquiries',
];

// Spec §6: this group requires sign-in.
const SIGN_IN_REQUIRED = [
  'GET /api/v1/plans',
  'GET /api/v1/web/cancellation-policies',
  'GET /api/v1/web/properties/host/listed-properties/plan-check',
  'GET /api/v1/web/other-parties',
  'POST /api/v1/web/inquiries',
];

describe('the contract', () => {
  const operations = loadOperations();
  const byCall = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));

  it.each(SPEC_CALLS)('holds %s with its exact method and path', (call) => {
    expect(byCall.has(call)).toBe(true);
  });

  it('holds health, the CSRF token, token renewal and logout', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids).toEqual(expect.arrayContaining(['getHealth', 'getCsrfToken', 'renewToken', 'logout']));
  });

  it('gives every operation a unique operationId and a declared access level', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) expect(['public', 'account', 'signed-in', 'admin', 'channel'], op.operationId).toContain(op.access);
  });

  it.each(SIGN_IN_REQUIRED)('declares %s as requiring sign-in', (call) => {
    expect(byCall.get(call)?.access).toBe('signed-in');
  });

  it('refuses unknown fields in every JSON request body', () => {
    for (const op of operations.filter((o) => o.bodySchema)) {
      expect(op.bodySchema?.additionalProperties, op.operationId).toBe(false);
    }
  });

  it('describes every failure with the one error shape', () => {
    for (const op of operations) {
      for (const [status, schemaRef] of Object.entries(op.responseRefs)) {
        if (Number(status) >= 400) expect(schemaRef, `${op.operationId} ${status}`).toBe('#/components/schemas/Error');
      }
    }
  });
});
