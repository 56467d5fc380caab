/** The call behind /dashboard; a failure throws a CallFailure, as machines expect. */
import type { Dashboard } from '../../machines/dashboard.machine';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export const getDashboard = (): Promise<Dashboard> => dataOf(api().GET('/api/v1/web/dashboard'));
