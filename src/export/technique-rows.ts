/**
 * The one list of result-row sections, in column order: the core fields, then each
 * technique's own. A new technique appends its section here (its fields become new columns
 * at the end; existing columns never move).
 */
import { COMMIT_ROW } from '../techniques/commit/row.ts';
import { GRANULARITY_ROW } from '../techniques/granularity/row.ts';
import { STORAGE_ROW } from '../techniques/storage/row.ts';
import { TLS_ROW, TLS_TIME_ROW } from '../techniques/tls/row.ts';
import { TWO_STAGE_BLAME_ROW, TWO_STAGE_ROW } from '../techniques/two-stage/row.ts';
import { CORE_ROW, PAGE_READS_ROW } from './core-row.ts';
import { STOP_ROW } from './stop-row.ts';

export const ROW_SECTIONS = [
  CORE_ROW,
  GRANULARITY_ROW,
  PAGE_READS_ROW,
  COMMIT_ROW,
  TWO_STAGE_ROW,
  TLS_ROW,
  STORAGE_ROW,
  TLS_TIME_ROW,
  TWO_STAGE_BLAME_ROW,
  STOP_ROW,
] as const;
