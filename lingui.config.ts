// The portal's three interface languages (issue 27). English is the source: its catalog's
// translations are the texts written in the code, which keep the spec's wording. Sinhala and
// Tamil are translated in their PO files (`npm run i18n:extract` adds new messages to all three).
// One catalog per language for now; the vite plugin compiles it when the app imports it
// (src/app/i18n/load-catalog.ts), so no compile step or compiled file is kept.
export default {
  sourceLocale: 'en',
  locales: ['en', 'si', 'ta'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**'],
    },
  ],
};
