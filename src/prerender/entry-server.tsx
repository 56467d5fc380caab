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
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '../app/app';
import { RenderedSessionProvider } from '../app/rendered-session';
import { appRoutes } from '../app/router';
import { pageDataJson, type PageDataSource } from '../shared/page-data';
import type { SessionView } from '../shared/session-user';
import type { Locale } from '../shared/locales';
import { i18n } from '@lingui/core';
import { activateLocale } from '../app/i18n/load-catalog';
import { documentTexts, type DocumentTexts } from '../app/document-texts';

export { HYDRATION_DATA_ID } from '../app/router';
export { INITIAL_RENDER_SLOT, PAGE_SLOT, renderedPageFile, shellPageFile, signedInPageFile } from '../shared/signed-in-slots';
export { HTML_LANG, LOCALES } from '../shared/locales';

/**
 * A page is rendered in its reader's language as the browser renders it (src/app/i18n/load-catalog.ts:
 * English from the source texts, Sinhala and Tamil from their compiled catalogs), so the browser,
 * having loaded the same language, hydrates it (src/main.tsx). The language is the renderer's one
 * global (the messages' i18n and the formats' default, as in the browser): renders in one language
 * run side by side; a render in another waits until they have finished, and renders asked for after
 * it wait for its turn (first come, first served), so no render sees the language change under it.
 * The route loaders (the data reads) run before a render takes its turn, and a render that has not
 * finished in RENDER_TIMEOUT_MS is abandoned (the server then sends the shell), so none holds a turn long.
 */
const RENDER_TIMEOUT_MS = 10_000;
type Turn = { locale: Locale; rendering: number; over: boolean; ready: Promise<unknown>; done: Promise<void>; end: () => void };
let lastTurn: Turn | null = null;

async function inLanguage<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  let turn = lastTurn;
  if (!turn || turn.over || turn.locale !== locale) {
    const previous = turn?.done ?? Promise.resolve();
    let end = () => {};
    const done = new Promise<void>((resolve) => (end = resolve));
    turn = { locale, rendering: 0, over: false, ready: previous.then(() => activateLocale(locale, { lang: '' })), done, end };
    lastTurn = turn;
  }
  turn.rendering += 1;
  try {
    await turn.ready;
    return await render();
  } finally {
    turn.rendering -= 1;
    if (turn.rendering === 0) {
      turn.over = true;
      turn.end();
    }
  }
}

/** The page's title, description and no-JavaScript notice in `locale`, for the build to write into its head and body. */
export const pageTexts = (locale: Locale): Promise<DocumentTexts> => inLanguage(locale, async () => documentTexts(i18n));

/** The page's HTML, and its router data as the text of a JSON block. */
export type RenderedPage = { html: string; hydrationJson: string };

/**
 * The page at `url`, its loaders reading `pages`, rendered for `session` (null: signed out) in
 * `locale`. The HTML is plain, in order, with no script or template: React Router writes no hydration script
 * (hydrate={false}: the server puts the data in a JSON block), and two of React's streaming habits
 * would add inline scripts, which the CSP refuses: a boundary that waited (prerender writes it in
 * place once everything is ready) and a large finished boundary written after the shell so a
 * stream can flush early (progressiveChunkSize: a page is sent whole, so never).
 */
export async function renderPage(url: string, pages: PageDataSource, session: SessionView | null = null, locale: Locale = 'en'): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes(pages));
  const context = await handler.query(new Request(new URL(url, 'http://page')));
  if (context instanceof Response) throw new Error(`rendering ${url}: a loader answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const html = await inLanguage(locale, async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <RenderedSessionProvider value={session}>
          <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
        </RenderedSessionProvider>
      </StrictMode>,
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
    );
    return new Response(prelude).text();
  });
  if (errors.length) throw new Error(`prerendering ${url} failed: ${errors.map(String).join('; ')}`);
  if (/<script|<template/.test(html)) throw new Error(`prerendering ${url} left a script or template in the HTML`);
  // The CSP allows no inline style: in HTML a style attribute is refused (set from script, it is not).
  if (/<[^>]+ style="/.test(html)) throw new Error(`prerendering ${url} left a style attribute in the HTML`);
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  return { html, hydrationJson: pageDataJson(hydration) };
}
