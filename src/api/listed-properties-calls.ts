/** The call behind /listed-properties: one page, or a rejection with the envelope (as machines expect). */
import type { HostPropertyPage } from '../../machines/listed-properties.machine';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';

export const listHostProperties = ({ limit, offset }: { limit: number; offset: number }): Promise<HostPropertyPage> =>
  unwrap(callApi(api().GET('/api/v1/web/properties/host/listed-properties', { params: { query: { limit, offset } } })));

