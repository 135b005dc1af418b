/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { builtinParses } from './scripts/builtin-parses-plugin.ts';
import { scenarioTitles } from './scripts/scenario-titles-plugin.ts';

// The page's Content-Security-Policy (index.html) allows only the app's own scripts; the
// dev server injects an inline script for hot reloading, so it serves the page without it.
const csp: Plugin = {
  name: 'lockstep-csp-dev',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

// Relative base so the built app works from any sub-path of any static host.
export default defineConfig({
  base: './',
  plugins: [react(), csp, scenarioTitles('scenarios'), builtinParses('scenarios', 'textbook-2pl')],
  worker: { format: 'es' },
  // The size that matters is what a browser downloads, gzipped (`npm run bench:ui` checks
  // it against 350 KB); one 600 KB script (about 180 KB gzipped) is expected here.
  build: { chunkSizeWarningLimit: 800 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Most test files share their worker's modules (`isolate: false`): importing the engine
    // afresh for each of ~290 files was half the suite's time. A file that mocks a module
    // or checks which modules are loaded is named *.isolated.test.ts and gets its own.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.isolated.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ['src/**/*.isolated.test.ts', 'tests/**/*.isolated.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
