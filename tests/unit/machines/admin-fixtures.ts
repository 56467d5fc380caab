import type { AdminPropertyRow } from '../../../machines/admin-listings.machine';

/** One row of the admin listings as the API sends it; fields override. */
export const adminRow = (fields: Partial<AdminPropertyRow> = {}): AdminPropertyRow => ({
  id: 7,
  code: 'LK-000007',
  name: 'Palm Shade Villa',
  status: 'pending_review',
  plan: { id: 1, name: 'STARTER', displayName: 'Listing Only' },
  district: 'Galle',
  city: 'Unawatuna',
  host: { id: 3, name: 'Nimal Perera', email: 'nimal@example.lk' },
  unitCount: 2,
  createdAt: '2026-11-01T08:00:00.000000Z',
  updatedAt: '2026-11-20T08:00:00.000000Z',
  ...fields,
});
