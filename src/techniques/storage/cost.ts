/**
 * What a storage configuration costs, in the relative prices per MB of its devices (the
 * paper's framing: Table 2.1 of "Performance Evaluation of Extended Storage Architectures
 * for Transaction Processing" gives disk $3-20, SSD and disk caches $500-1000, extended
 * memory $1000-2000 per MB). A device holds its files (pages of 4 KB), the log (taken as
 * `LOG_MB`) and, for extended memory, the write buffer and cache pages it provides; a
 * controller cache is priced at its own rate. `sizeMB` on a device overrides the sum.
 */
import type { StorageDeviceSpec, StorageSpec } from './schema.ts';

export const PAGE_MB = 4 / 1024;
export const LOG_MB = 100;

/** Default price per MB of a device's medium, relative to disk. */
export function defaultCostPerMB(kind: StorageDeviceSpec['kind']): number {
  return kind === 'disk' ? 1 : kind === 'ssd' ? 50 : 100;
}

export interface DeviceCost {
  id: string;
  kind: StorageDeviceSpec['kind'];
  sizeMB: number;
  costPerMB: number;
  cacheMB: number;
  cacheCostPerMB: number;
  cost: number;
}

type StorageInput = Pick<StorageSpec, 'devices' | 'files' | 'log'> &
  Partial<Pick<StorageSpec, 'nvemWriteBuffer' | 'nvemCache'>>;

/** The size and cost of each device of a configuration (fields left out take defaults). */
export function deviceCosts(storage: StorageInput): DeviceCost[] {
  return storage.devices.map((d) => {
    let pages = 0;
    for (const f of storage.files ?? []) if (f.device === d.id) pages += f.count;
    for (const use of [storage.nvemWriteBuffer, storage.nvemCache]) {
      if (use?.device === d.id) pages += use.pages;
    }
    const logMB = storage.log?.device === d.id ? LOG_MB : 0;
    const sizeMB = d.sizeMB ?? pages * PAGE_MB + logMB;
    const costPerMB = d.costPerMB ?? defaultCostPerMB(d.kind);
    const cacheMB = d.cache ? d.cache.pages * PAGE_MB : 0;
    const cacheCostPerMB = d.cacheCostPerMB ?? 50;
    return {
      id: d.id,
      kind: d.kind,
      sizeMB,
      costPerMB,
      cacheMB,
      cacheCostPerMB,
      cost: sizeMB * costPerMB + cacheMB * cacheCostPerMB,
    };
  });
}

/** The total relative cost of a configuration. */
export function configurationCost(storage: StorageInput): number {
  return deviceCosts(storage).reduce((s, d) => s + d.cost, 0);
}
