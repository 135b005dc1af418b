/** The module vite.config.ts makes at build time (scripts/builtin-parses-plugin.ts). */
declare module 'virtual:builtin-parses' {
  /** [a document's JSON text, the scenario parseScenario gives for it], for the default's opening. */
  export const BUILTIN_PARSES: readonly (readonly [string, unknown])[];
}
