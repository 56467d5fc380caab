/** Saving the interface language on the account (issue 27), so another browser opens in it after sign-in. */
import type { Locale } from '../shared/locales';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export const saveAccountLocale = (locale: Locale): Promise<{ locale: Locale }> =>
  dataOf(api().PUT('/api/v1/web/profile/locale', { body: { locale } }));
