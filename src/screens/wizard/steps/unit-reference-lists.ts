/** The reference lists of the units steps, each fetched once per page (see ../reference-lists.ts). */
import type { components } from '../../../../openapi/schema';
import { dataOf } from '../../../api/data-of';
import { once } from '../../../api/once';
import { api } from '../../../session/session-api';

export type AmenityCategory = components['schemas']['AmenityCategory'];

export const unitCategories = once(() => dataOf(api().GET('/api/v1/web/unit-categories')));
export const bedroomTypes = once(() => dataOf(api().GET('/api/v1/bed-room-types')));
export const amenityCategories = once(() => dataOf(api().GET('/api/v1/web/amenities/with-categories')));
