/**
 * Build-time prerendering (scripts/prerender.mjs): the HTML of a page as the browser's first render
 * would make it, signed out, so the page paints before its JavaScript arrives and the client
 * hydrates it (src/main.tsx). The tree is the client's own — App and RouterProvider — with a memory
 * router in place of the browser's, so useId and every component line up on hydration.
 * React's prerender waits for the lazy screen and footer to load, unlike renderToString.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { routes } from '../app/router';

/**
 * The page's HTML: plain, in order, with no script or template. Two of React's streaming habits
 * would add inline scripts, which the CSP refuses: a boundary that waited (prerender writes it in
 * place once everything is ready) and a large finished boundary written after the shell so a stream
 * can flush early (progressiveChunkSize: a prerendered page is sent whole, so never).
 */
export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  router.dispose();
  if (errors.length) throw new Error(`prerendering ${path} failed: ${errors.map(String).join('; ')}`);
  if (/<script|<template/.test(html)) throw new Error(`prerendering ${path} left a script or template in the HTML`);
  return html;
}
