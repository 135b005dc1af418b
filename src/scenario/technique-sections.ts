/**
 * The one list of the techniques' parts of the scenario format. Each technique's folder
 * owns its section (`techniques/<name>/schema.ts`, with its defaults); this file lists them
 * once and `schema.ts` spreads them into the scenario, so a new technique adds a line here.
 * The format itself is a contract (links and files must keep opening), so every key, its
 * place and its default are the ones the format always had; the spreads sit where the
 * fields always were, which keeps the JSON Schema and error paths unchanged.
 *
 * When a technique is off, one value per section says so (the format was not unified, as
 * old links must still mean the same; ask the technique's `is...On` predicate instead of
 * testing the value by hand):
 * - granularity (`locking.granularity`, `.intentionLocks`, `.largeTransactionPages`):
 *   `granularity: 'page'` without intention locks;
 * - two-stage (`execution`): `mode: 'conventional'`;
 * - commit (`log.flushLatency`, `log.commitProtocol`, `crash`): `commitProtocol:
 *   'baseline'` (or `log.enabled: false`); `crash: null` runs to the end;
 * - tls (`tls`): null;
 * - storage (`storage`): null or absent (its default is absent);
 * - concurrency-control (`concurrencyControl`): null or absent, or `algorithm: '2pl'`.
 */
import {
  COMMIT_LOG_DEFAULTS,
  COMMIT_LOG_FIELDS,
  crashSchema,
  isCommitOn,
} from '../techniques/commit/schema.ts';
import {
  GRANULARITY_LOCKING_DEFAULTS,
  GRANULARITY_LOCKING_FIELDS,
  isGranularityOn,
} from '../techniques/granularity/schema.ts';
import {
  concurrencyControlSchema,
  isConcurrencyControlOn,
} from '../techniques/concurrency-control/schema.ts';
import { isStorageOn, storageSchema } from '../techniques/storage/schema.ts';
import { isTlsOn, tlsSchema } from '../techniques/tls/schema.ts';
import { isTwoStageOn } from '../techniques/two-stage/is-on.ts';
import { TWO_STAGE_DEFAULTS, twoStageSchema } from '../techniques/two-stage/schema.ts';
import type { Scenario } from './schema.ts';

/** Techniques' top-level sections, in the format's key order (after `log`). */
export const TECHNIQUE_SECTIONS = {
  /** two-stage: conventional, or two-stage execution (TSTE, OTSTE, HTSTE). */
  execution: twoStageSchema.default(TWO_STAGE_DEFAULTS),
  /** commit: a crash at an instant, to check what a commit protocol keeps; null: none. */
  crash: crashSchema.nullable().default(null),
  /** tls: thread-level speculation inside one transaction; null: none. */
  tls: tlsSchema.nullable().default(null),
  /** storage: storage tiers and the allocation of files to them; absent or null: none. */
  storage: storageSchema.nullable().optional(),
  /** concurrency-control: restart-based algorithms; absent or null: blocking 2PL. */
  concurrencyControl: concurrencyControlSchema.nullable().optional(),
};

/** Techniques' fields inside `locking`, at their place after `restartDelayMs`. */
export const TECHNIQUE_LOCKING_FIELDS = { ...GRANULARITY_LOCKING_FIELDS };
export const TECHNIQUE_LOCKING_DEFAULTS = { ...GRANULARITY_LOCKING_DEFAULTS };

/** Techniques' fields at the end of `log`. */
export const TECHNIQUE_LOG_FIELDS = { ...COMMIT_LOG_FIELDS };
export const TECHNIQUE_LOG_DEFAULTS = { ...COMMIT_LOG_DEFAULTS };

const IS_ON = {
  granularity: isGranularityOn,
  'two-stage': isTwoStageOn,
  commit: isCommitOn,
  tls: isTlsOn,
  storage: isStorageOn,
  'concurrency-control': isConcurrencyControlOn,
};

/** A technique by its folder name under src/techniques. */
export type TechniqueName = keyof typeof IS_ON;

/** Whether each technique is on in a parsed scenario, keyed by its folder name. */
export const TECHNIQUE_IS_ON: Readonly<Record<TechniqueName, (scenario: Scenario) => boolean>> =
  IS_ON;
