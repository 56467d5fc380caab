/**
 * Where the server puts its render and its data in a signed-in page's HTML. The build writes the
 * page around these slots (scripts/prerender.mjs, through entry-server.tsx) and the server fills
 * them (src/server/modules/web-pages); one definition keeps the two in step.
 */
export const PAGE_SLOT = '<!--page-->';
export const INITIAL_RENDER_SLOT = '<!--initial-render-->';

/** The page's file under dist/web/prerendered/signed-in/: '/dashboard' → 'dashboard.html'. */
export const signedInPageFile = (path: string): string => `${path.slice(1)}.html`;
