/**
 * The optional `storage` section of a scenario: storage tiers as devices (disk units with
 * or without a controller cache, solid-state disks, non-volatile extended memory), the
 * allocation of each file (a page range) and of the log to a device, an extended-memory
 * write buffer and second-level page cache, FORCE or NOFORCE propagation, and a relative
 * price per MB of each device. It follows "Performance Evaluation of Extended Storage
 * Architectures for Transaction Processing" (Rahm). Without the section the database uses
 * `system.disks` and `log.service` as before.
 * Off: `storage: null`, or the section left out (the format's default is absent, not null).
 */
import { z } from '../../scenario/zod.ts';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes')
  .max(40);
const ms = z.number().finite().nonnegative().max(60_000);
const count = z.number().int().positive().max(10_000);

/** A cache in a disk unit's controller. */
const diskCacheSchema = z.strictObject({
  /**
   * 'volatile': read cache, every write goes to disk; 'non-volatile': read cache that also
   * absorbs writes (destaged at once, in the background); 'write-buffer': absorbs writes,
   * no read hits.
   */
  kind: z.enum(['volatile', 'non-volatile', 'write-buffer']),
  pages: z.number().int().positive().max(10_000_000),
});
export type DiskCacheSpec = z.infer<typeof diskCacheSchema>;

const deviceSchema = z.strictObject({
  id,
  /**
   * 'disk': controller + disk + transfer, optionally with a controller cache; 'ssd':
   * controller + transfer, the whole file in semiconductor memory; 'nvem': non-volatile
   * extended memory, accessed synchronously (the CPU does the transfer).
   */
  kind: z.enum(['disk', 'ssd', 'nvem']),
  /** Controllers of a disk or SSD unit (one FCFS queue). */
  controllers: count.default(1),
  controllerMs: ms.default(1),
  /** Page transfer time (no contention). */
  transferMs: ms.default(0.4),
  /** Disk arms of a disk unit (one FCFS queue; a file is spread evenly over them). */
  disks: count.default(1),
  /**
   * How the arms queue: 'pooled' (one FCFS queue over all arms, any arm serves any page: a
   * file spread evenly) or 'per-disk' (page p on arm p mod disks, a queue per arm, as
   * `system.disks` by default).
   */
  arms: z.enum(['pooled', 'per-disk']).default('pooled'),
  diskMs: ms.default(15),
  /** NVEM: servers and access time per page (transfer included). */
  servers: count.default(1),
  accessMs: ms.default(0.05),
  /** Controller and disk times: exponential around their mean, or constant. */
  serviceTimes: z.enum(['exponential', 'constant']).default('exponential'),
  cache: diskCacheSchema.nullable().default(null),
  /**
   * Relative price per MB of the medium (Table 2.1 of the paper: disk 1, SSD about 50, NVEM
   * about 100); null: those defaults.
   */
  costPerMB: z.number().finite().nonnegative().max(1e9).nullable().default(null),
  /** Relative price per MB of the controller cache; null: 50. */
  cacheCostPerMB: z.number().finite().nonnegative().max(1e9).nullable().default(null),
  /** Capacity in MB, for the cost table; null: whatever its files need. */
  sizeMB: z.number().finite().nonnegative().max(1e12).nullable().default(null),
});
export type StorageDeviceSpec = z.infer<typeof deviceSchema>;

const fileSchema = z.strictObject({
  id,
  /** Pages [first, first + count) belong to this file. */
  first: z.number().int().nonnegative().max(100_000_000),
  count: z.number().int().positive().max(100_000_000),
  /** A device id, or 'memory': main-memory resident (every access hits, no I/O). */
  device: z.string().min(1).max(80),
  /** Writes of this file go through the extended-memory write buffer first. */
  writeBuffer: z.boolean().default(false),
  /** Pages are only appended (a history file): a miss allocates a new page without a read. */
  appendOnly: z.boolean().default(false),
  /** Load this file's pages into the buffer before the run starts (a warm buffer). */
  preload: z.boolean().default(false),
});
export type StorageFileSpec = z.infer<typeof fileSchema>;

export const storageSchema = z
  .strictObject({
    devices: z.array(deviceSchema).min(1).max(16),
    /** Files in the order they are looked up; a page in none of them is on the first device. */
    files: z.array(fileSchema).max(32).default([]),
    log: z
      .strictObject({
        device: z.string().min(1).max(80),
        /** Log writes go through the extended-memory write buffer first. */
        writeBuffer: z.boolean().default(false),
      })
      .nullable()
      .default(null),
    /** 'noforce': modified pages are written when replaced; 'force': at commit, one after another. */
    propagation: z.enum(['noforce', 'force']).default('noforce'),
    /** CPU per disk-unit I/O (the CPU is released during the I/O), in ms. */
    ioCpuMs: ms.default(0.06),
    /** CPU per extended-memory access (the CPU stays busy during the access), in ms. */
    nvemCpuMs: ms.default(0.006),
    /** The extended-memory write buffer: which NVEM device, how many pages. */
    nvemWriteBuffer: z
      .strictObject({
        device: z.string().min(1).max(80),
        pages: z.number().int().positive().max(1e7),
      })
      .nullable()
      .default(null),
    /** An exclusive second-level page cache in extended memory. */
    nvemCache: z
      .strictObject({
        device: z.string().min(1).max(80),
        pages: z.number().int().positive().max(1e7),
      })
      .nullable()
      .default(null),
    /** Fill the rest of the buffer, after preloaded files, with pages of the other files. */
    fillBuffer: z.boolean().default(true),
  })
  .superRefine((s, ctx) => {
    const kinds = new Map(s.devices.map((d) => [d.id, d.kind]));
    const check = (ref: string, path: (string | number)[], nvemOnly: boolean): void => {
      const kind = kinds.get(ref);
      if (!nvemOnly && ref === 'memory') return;
      if (kind === undefined || (nvemOnly && kind !== 'nvem')) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: nvemOnly ? `names no nvem device: ${ref}` : `names no device: ${ref}`,
        });
      }
    };
    s.files.forEach((f, i) => check(f.device, ['files', i, 'device'], false));
    if (s.log !== null) check(s.log.device, ['log', 'device'], false);
    if (s.nvemWriteBuffer !== null)
      check(s.nvemWriteBuffer.device, ['nvemWriteBuffer', 'device'], true);
    if (s.nvemCache !== null) check(s.nvemCache.device, ['nvemCache', 'device'], true);
    if (s.log?.device === 'memory') {
      ctx.addIssue({
        code: 'custom',
        path: ['log', 'device'],
        message: 'the log cannot be memory resident',
      });
    }
  });
export type StorageSpec = z.infer<typeof storageSchema>;

/** Whether a scenario runs on storage tiers (its `storage` section is present). */
export function isStorageOn<S extends { storage?: StorageSpec | null | undefined }>(
  scenario: S,
): scenario is S & { storage: StorageSpec } {
  return scenario.storage !== null && scenario.storage !== undefined;
}
