/**
 * The names of the commit protocols (the early-lock-release technique, `techniques/commit`),
 * spelled once. They live in base, not in the technique's schema, because the trace's
 * `run.start` event names the protocol and the trace sits below the techniques; the
 * scenario's zod enum (`techniques/commit/schema.ts`) is built from this list. What each
 * protocol does is in `techniques/commit/engine/commit.ts`.
 */
export const COMMIT_PROTOCOLS = ['baseline', 'elr', 'elr-naive', 'no-wait'] as const;
export type CommitProtocol = (typeof COMMIT_PROTOCOLS)[number];
