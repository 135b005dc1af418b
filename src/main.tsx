/**
 * The browser entry point: gives the simulation a head start (head-start.ts: the workers,
 * and for a page opened without a link its first batch, start before React renders), then
 * mounts the app into #root.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_BUILTIN } from './ui/app/builtin-scenarios.ts';
import { App } from './ui/app/App.tsx';
import { startHeadStart } from './ui/session/head-start.ts';

const hash = window.location.hash;
const parsed = DEFAULT_BUILTIN.parsed;
startHeadStart(
  (hash === '' || hash === '#') && parsed.ok
    ? { doc: DEFAULT_BUILTIN.doc, seed: parsed.value.seed }
    : null,
);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
