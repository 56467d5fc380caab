/**
 * Rendering pages to HTML, so they paint before their JavaScript arrives and the client hydrates
 * them (src/main.tsx): at build time, / and /login signed out (scripts/prerender.mjs); per request,
 * a signed-in host's first screen with its data (src/server/modules/web-pages). The routes are the
 * client's own (src/app/router.tsx), their loaders reading from the `pages` given: React Router's
 * static handler runs them and its static router renders the result, and the browser's router
 * hydrates from the same data (the page's JSON block), so useId and every component line up.
 * React's prerender waits for the lazy screen and footer to load, unlike renderToString.
 */
import { StrictMode } from 'react';
import { i18n } from '@lingui/core';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '../app/app';
import { RenderedSessionProvider } from '../app/rendered-session';
import { appRoutes } from '../app/router';
import { pageDataJson, type PageDataSource } from '../shared/page-data';
import type { SessionView } from '../shared/session-user';
import { compileEnglishMessage } from '../app/i18n/english-messages';

// Pages are rendered in English (the default language), from the source texts as in the browser
// (src/app/i18n/english-messages.ts): the browser hydrates them when its reader chose English and
// renders them afresh in Sinhala or Tamil otherwise (src/main.tsx).
i18n.setMessagesCompiler(compileEnglishMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });

export { HYDRATION_DATA_ID } from '../app/router';
export { INITIAL_RENDER_SLOT, PAGE_SLOT, signedInPageFile } from '../shared/signed-in-slots';

/** The page's HTML, and its router data as the text of a JSON block. */
export type RenderedPage = { html: string; hydrationJson: string };

/**
 * The page at `url`, its loaders reading `pages`, rendered for `session` (null: signed out). The
 * HTML is plain, in order, with no script or template: React Router writes no hydration script
 * (hydrate={false}: the server puts the data in a JSON block), and two of React's streaming habits
 * would add inline scripts, which the CSP refuses: a boundary that waited (prerender writes it in
 * place once everything is ready) and a large finished boundary written after the shell so a
 * stream can flush early (progressiveChunkSize: a page is sent whole, so never).
 */
export async function renderPage(url: string, pages: PageDataSource, session: SessionView | null = null): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes(pages));
  const context = await handler.query(new Request(new URL(url, 'http://page')));
  if (context instanceof Response) throw new Error(`rendering ${url}: a loader answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <RenderedSessionProvider value={session}>
        <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </RenderedSessionProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`prerendering ${url} failed: ${errors.map(String).join('; ')}`);
  if (/<script|<template/.test(html)) throw new Error(`prerendering ${url} left a script or template in the HTML`);
  // The CSP allows no inline style: in HTML a style attribute is refused (set from script, it is not).
  if (/<[^>]+ style="/.test(html)) throw new Error(`prerendering ${url} left a style attribute in the HTML`);
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  return { html, hydrationJson: pageDataJson(hydration) };
}
