import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hydrateUntilFirstNavigation, useHydrating } from '../../src/app/use-hydrated';

/** Each screen says whether it rendered as a page's HTML is hydrated (src/main.tsx). */
function Screen({ name }: { name: string }) {
  return (
    <p>
      {name}: {useHydrating() ? 'from the HTML' : 'in the browser'}
    </p>
  );
}

const routes = [
  { path: '/', element: <Screen name="first" /> },
  { path: '/later', element: <Screen name="later" /> },
];

// One file, one module: the page rendered in the browser comes first, before main.tsx's call.
describe('useHydrating', () => {
  it('is false on a page the browser renders from an empty #root', () => {
    const router = createMemoryRouter(routes);
    const { unmount } = render(<RouterProvider router={router} />);
    expect(screen.getByText(/^first:/).textContent).toBe('first: in the browser');
    unmount();
  });

  it("is true for the screens of the page's HTML, and false from the router's first navigation on", async () => {
    const router = createMemoryRouter(routes);
    hydrateUntilFirstNavigation(router);
    render(<RouterProvider router={router} />);
    expect(screen.getByText(/^first:/).textContent).toBe('first: from the HTML');

    await act(() => router.navigate('/later'));
    expect(screen.getByText(/^later:/).textContent).toBe('later: in the browser');
    await act(() => router.navigate('/'));
    expect(screen.getByText(/^first:/).textContent).toBe('first: in the browser');
  });
});
