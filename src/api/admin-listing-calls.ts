/** The call behind /admin-property-listings: one page, or a CallFailure (as machines expect). */
import type { components, operations } from '../../openapi/schema';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export type AdminPropertyPage = components['schemas']['AdminPropertyPage'];
export type AdminPropertyQuery = NonNullable<operations['listAdminProperties']['parameters']['query']>;

export const listAdminProperties = (query: AdminPropertyQuery): Promise<AdminPropertyPage> =>
  dataOf(api().GET('/api/v1/web/admin/properties', { params: { query } }));
