/**
 * Rendering pages to HTML, so they paint before their JavaScript arrives and the client hydrates
 * them (src/main.tsx): at build time, / and /login signed out (scripts/prerender.mjs); per request,
 * a signed-in host's first screen with its data (src/server/modules/web-pages). The tree is the
 * client's own — App and RouterProvider — with a memory router in place of the browser's, so useId
 * and every component line up on hydration. React's prerender waits for the lazy screen and footer
 * to load, unlike renderToString.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { InitialRenderProvider } from '../app/initial-render';
import { routes } from '../app/router';
import type { InitialRender } from '../shared/initial-render';

export { INITIAL_RENDER_ID, initialRenderJson } from '../app/initial-render';
export { INITIAL_RENDER_SLOT, PAGE_SLOT, signedInPageFile } from '../shared/signed-in-slots';

/**
 * The page's HTML: plain, in order, with no script or template. Two of React's streaming habits
 * would add inline scripts, which the CSP refuses: a boundary that waited (prerender writes it in
 * place once everything is ready) and a large finished boundary written after the shell so a stream
 * can flush early (progressiveChunkSize: a prerendered page is sent whole, so never).
 */
export async function renderPage(path: string, initial: InitialRender | null = null): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <InitialRenderProvider value={initial}>
        <App router={router} />
      </InitialRenderProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  router.dispose();
  if (errors.length) throw new Error(`prerendering ${path} failed: ${errors.map(String).join('; ')}`);
  if (/<script|<template/.test(html)) throw new Error(`prerendering ${path} left a script or template in the HTML`);
  // The CSP allows no inline style: in HTML a style attribute is refused (set from script, it is not).
  if (/<[^>]+ style="/.test(html)) throw new Error(`prerendering ${path} left a style attribute in the HTML`);
  return html;
}
