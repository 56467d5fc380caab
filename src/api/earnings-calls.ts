/**
 * The calls behind /earnings-manage: the report, the host's properties for the filter, and the
 * download. Each resolves to the data or throws a CallFailure (as the machine expects). The
 * download goes through the API client like every other call, so it carries the bearer token and
 * is renewed on a 401; a plain link could not send the token.
 */
import type { EarningsDownload, EarningsProperty, EarningsQuery, EarningsReport } from '../../machines/earnings.machine';
import { api } from '../session/session-api';
import { answerOf, dataOf } from './data-of';

const queryOf = ({ from, to, propertyId }: EarningsQuery) => ({ from, to, ...(propertyId === null ? {} : { propertyId }) });

export const getEarnings = (query: EarningsQuery): Promise<EarningsReport> =>
  dataOf(api().GET('/api/v1/web/earnings', { params: { query: queryOf(query) } }));

/** The filter's properties: drafts have no stays, so they are left out. 50 is the API's page limit. */
export async function listEarningsProperties(): Promise<EarningsProperty[]> {
  const page = await dataOf(api().GET('/api/v1/web/properties/host/listed-properties', { params: { query: { limit: 50, offset: 0 } } }));
  return page.items.filter((property) => property.status !== 'draft').map(({ id, name }) => ({ id, name }));
}

export type DownloadedFile = { blob: Blob; fileName: string };

/** The download of the report on screen; the file name is the server's. */
export async function downloadEarnings({ format, ...query }: EarningsDownload): Promise<DownloadedFile> {
  const outcome = await answerOf(api().GET('/api/v1/web/earnings/export', { params: { query: { format, ...queryOf(query) } }, parseAs: 'blob' }));
  const named = /filename="([^"]+)"/.exec(outcome.response.headers.get('content-disposition') ?? '');
  return { blob: outcome.data as Blob, fileName: named?.[1] ?? `earnings-${query.from}-to-${query.to}.${format}` };
}
