// Global styles first, so component modules (loaded after) win over the base button styles.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startInspector } from './app/inspect';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

await startInspector();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
