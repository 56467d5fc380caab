/**
 * Where the server puts its render and its data in a signed-in page's HTML. The build writes the
 * page around these slots (scripts/prerender.mjs, through entry-server.tsx) and the server fills
 * them (src/server/modules/web-pages); one definition keeps the two in step.
 */
import type { Locale } from './locales';

export const PAGE_SLOT = '<!--page-->';
export const INITIAL_RENDER_SLOT = '<!--initial-render-->';

/**
 * The file of a page the build rendered, in one language: 'index' → 'index.html' in English,
 * 'index.si.html' in Sinhala, 'index.ta.html' in Tamil (src/server/plugins/web-app.ts reads them back).
 */
export const renderedPageFile = (name: string, locale: Locale): string => (locale === 'en' ? `${name}.html` : `${name}.${locale}.html`);

/** The page's file under dist/web/prerendered/signed-in/: '/dashboard' → 'dashboard.html', in Tamil 'dashboard.ta.html'. */
export const signedInPageFile = (path: string, locale: Locale): string => renderedPageFile(path.slice(1), locale);

/**
 * The app's shell in one language, under dist/web/prerendered/: the page of every path the build
 * did not render, rendered in the browser ('shell/index.si.html'), its title and notice in that language.
 */
export const shellPageFile = (locale: Locale): string => `shell/${renderedPageFile('index', locale)}`;
