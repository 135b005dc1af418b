/** The module vite.config.ts makes at build time: every built-in scenario's id and title. */
declare module 'virtual:scenario-titles' {
  /** Title by id (the file name without `.json`), for every file in `scenarios/` but the schema. */
  export const SCENARIO_TITLES: Readonly<Record<string, string>>;
}
