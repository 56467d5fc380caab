/** The call behind /dashboard; a rejection carries the envelope, as machines expect. */
import type { Dashboard } from '../../machines/dashboard.machine';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';

export const getDashboard = (): Promise<Dashboard> => unwrap(callApi(api().GET('/api/v1/web/dashboard')));
