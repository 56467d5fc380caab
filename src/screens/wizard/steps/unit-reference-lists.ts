/** The reference lists of the units steps, each fetched once per page (see ../reference-lists.ts). */
import type { components } from '../../../../openapi/schema';
import { callApi } from '../../../api/envelope';
import { once } from '../../../api/once';
import { api, unwrap } from '../../../session/session-api';

export type AmenityCategory = components['schemas']['AmenityCategory'];

export const unitCategories = once(() => unwrap(callApi(api().GET('/api/v1/web/unit-categories'))));
export const bedroomTypes = once(() => unwrap(callApi(api().GET('/api/v1/bed-room-types'))));
export const amenityCategories = once(() => unwrap(callApi(api().GET('/api/v1/web/amenities/with-categories'))));
