/**
 * The reference lists the wizard's steps choose from, each fetched once per page (they change with
 * a release, not while a host is listing). Public lists need no session; the rest ride on it.
 */
import type { components } from '../../../openapi/schema';
import { dataOf } from '../../api/data-of';
import { once } from '../../api/once';
import { api } from '../../session/session-api';

export { listPropertyTypes as propertyTypes } from '../../api/listing-calls';

let questions: readonly QuestionItem[] = [];

/** The questions final/04 answers; validation needs them synchronously once the step has loaded them. */
export const loadQuestions = once(async () => {
  questions = await dataOf(api().GET('/api/v1/questions'));
  return questions;
});

export const loadedQuestions = (): readonly QuestionItem[] => questions;

export type QuestionItem = components['schemas']['Question'];

export const cancellationPolicies = once(() => dataOf(api().GET('/api/v1/web/cancellation-policies')));
export const otherParties = once(() => dataOf(api().GET('/api/v1/web/other-parties')));
export { listPlans as plans } from '../../api/listing-calls';

/** Highlights and bathroom types: an id, a name and sometimes a line of description. */
export type NamedOption = components['schemas']['NamedItem'];

export const languages = once(() => dataOf(api().GET('/api/v1/languages')));
export const highlights = once(() => dataOf(api().GET('/api/v1/web/highlights')));
export const sharedBathroomTypes = once(() => dataOf(api().GET('/api/v1/web/bathroom-types/shared')));
export const otherBathroomTypes = once(() => dataOf(api().GET('/api/v1/web/bathroom-types/other')));
