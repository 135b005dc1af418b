/**
 * A Vite plugin that makes `virtual:scenario-titles`: each built-in scenario's id and title,
 * read from `scenarios/*.json` at build time, so the page can list every built-in without
 * bundling their documents (each is loaded on its own when picked). Leaves out everything
 * but the title; a file without a string title is listed under its id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:scenario-titles';
const RESOLVED = `\0${ID}`;

export function scenarioTitles(dir: string): Plugin {
  return {
    name: 'lockstep-scenario-titles',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const titles: Record<string, string> = {};
      for (const name of readdirSync(dir).toSorted()) {
        if (!name.endsWith('.json') || name === 'schema.json') continue;
        const path = resolve(join(dir, name));
        this.addWatchFile(path);
        const doc = JSON.parse(readFileSync(path, 'utf8')) as { title?: unknown };
        const fileId = name.slice(0, -'.json'.length);
        titles[fileId] = typeof doc.title === 'string' ? doc.title : fileId;
      }
      return `export const SCENARIO_TITLES = ${JSON.stringify(titles)};`;
    },
  };
}
