/** The call behind /admin-property-listings: one page, or a rejection with the envelope (as machines expect). */
import type { components, operations } from '../../openapi/schema';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';

export type AdminPropertyPage = components['schemas']['AdminPropertyPage'];
export type AdminPropertyQuery = NonNullable<operations['listAdminProperties']['parameters']['query']>;

export const listAdminProperties = (query: AdminPropertyQuery): Promise<AdminPropertyPage> =>
  unwrap(callApi(api().GET('/api/v1/web/admin/properties', { params: { query } })));
