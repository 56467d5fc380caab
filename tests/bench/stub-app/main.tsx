// The baseline for the landing page's first-load JS: an app that uses only react, react-dom,
// react-router-dom and xstate (each for real, so nothing is tree-shaken away). Built by
// tests/bench/bundle-size.mjs with the same Vite build settings as the portal.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router-dom';
import { createActor, createMachine } from 'xstate';

const machine = createMachine({ id: 'stub', initial: 'idle', states: { idle: {} } });

function Home() {
  const [state, setState] = useState<string>('');
  useEffect(() => {
    const actor = createActor(machine);
    const sub = actor.subscribe((snapshot) => setState(String(snapshot.value)));
    actor.start();
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, []);
  return (
    <main>
      <h1>Stub</h1>
      <p>{state}</p>
      <Link to="/">Home</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
