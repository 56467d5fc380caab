/** The call behind /listed-properties: one page, or a CallFailure (as machines expect). */
import type { HostPropertyPage } from '../../machines/listed-properties.machine';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export const listHostProperties = ({ limit, offset }: { limit: number; offset: number }): Promise<HostPropertyPage> =>
  dataOf(api().GET('/api/v1/web/properties/host/listed-properties', { params: { query: { limit, offset } } }));

