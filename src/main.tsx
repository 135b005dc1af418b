/**
 * The browser entry point: gives the simulation a head start (start-early.ts, imported first:
 * the workers, and for a page opened without a link its first batch, start before the rest of
 * the app's modules run), then mounts the app into #root.
 */
import './ui/session/start-early.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/app/App.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
