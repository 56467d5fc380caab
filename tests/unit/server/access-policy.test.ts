import { describe, expect, it } from 'vitest';
import { hasAdminReach, ownerScopeOf, refusalFor } from '../../../src/server/lib/access-policy';
import type { AccessClaims } from '../../../src/server/lib/access-tokens';

const sessionId = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';
const host = { id: 3, role: 'HOST' as const, sessionId, twoStep: false };
const enrolledHost = { ...host, twoStep: true };
const admin = { id: 9, role: 'ADMIN' as const, sessionId, twoStep: true };
const adminWithoutTwoStep = { ...admin, twoStep: false };

describe('the access policy', () => {
  it('gives every host’s data only to an admin whose session passed two-step verification', () => {
    expect([host, enrolledHost, admin, adminWithoutTwoStep].map(hasAdminReach)).toEqual([false, false, true, false]);
    expect(ownerScopeOf(admin)).toBeNull();
    // Without two-step an admin is scoped like a host: to their own rows (they have none).
    expect(ownerScopeOf(adminWithoutTwoStep)).toBe(9);
    expect(ownerScopeOf(enrolledHost)).toBe(3);
  });

  it('refuses each level as the contract says', () => {
    const code = (caller: AccessClaims, access: 'account' | 'signed-in' | 'admin') => {
      const refusal = refusalFor(caller, access);
      return refusal ? `${refusal.statusCode}${refusal.code ? ` ${refusal.code}` : ''}` : 'pass';
    };
    expect(['account', 'signed-in', 'admin'].map((a) => code(host, a as 'admin'))).toEqual(['pass', 'pass', '403']);
    expect(['account', 'signed-in', 'admin'].map((a) => code(admin, a as 'admin'))).toEqual(['pass', 'pass', 'pass']);
    expect(['account', 'signed-in', 'admin'].map((a) => code(adminWithoutTwoStep, a as 'admin'))).toEqual(['pass', '403 TWO_STEP_REQUIRED', '403 TWO_STEP_REQUIRED']);
  });
});
