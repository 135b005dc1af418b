/**
 * Every checkable claim in our notes on the five papers, with the paper's published value
 * and how we judge ours: `size` claims must land within ±30% of the paper's number,
 * `direction` claims must have the paper's ordering or trend. The measured side comes from
 * the fidelity tests themselves (see `record.ts`); this file holds only what the papers say.
 * A claim no test measures is listed with the reason in `unmeasured`.
 */

export type ClaimKind = 'size' | 'direction';

export interface PaperClaim {
  /** The notes' claim id, prefixed by the paper: `charm C1`, `elr E4`, `storage C20`. */
  readonly id: string;
  readonly claim: string;
  /** The published value or ordering, as the paper states it. */
  readonly published: string;
  readonly kind: ClaimKind;
  /** Why no test measures it, when none does. */
  readonly unmeasured?: string;
  /**
   * When we miss it: the cause we found and why the paper's value is not reached honestly
   * (printed under the table whenever the claim misses or falls outside ±30%).
   */
  readonly missNote?: string;
}

/** The notes on the claims we miss, by id: kept apart so the one-line rows stay readable. */
const MISS_NOTES: Record<string, string> = {
  'charm C4':
    "TSTE's remaining lock wait is too small, not 2PL's too large (2PL 12.3 ms, TSTE 0.44 ms per transaction at 4). The paper names its source: mis-prefetches that read under locks in the operate stage, and its machine was one PIII, where operate stages queue for the CPU with their locks held. Ours mis-prefetch half as often as the paper's Table 6 (0.46% at 2, 1.6% at 6 against 0.9% and 4.4%) on 8 CPUs with 0.06 ms per access. Raising `execution.misprefetchPerCommit` from 0.03 to 0.06 matches Table 6 (0.97% / 4.5%) and brings C4 to 11.6×, but the extra reads under hot locks cut the headline C1 to 1.84× (outside ±30%) and raise the I/O count per transaction by 27% at 6 (C5: the paper's counts stay equal); one CPU instead of 8 gives 21.5×. Kept at 0.03.",
  'elr E4':
    "Payment gains about its threads per warehouse, because its warehouse-row hold (1.3 ms) is short against the flush (7–9 ms); Delivery's and NewOrder's sizes match. docs/design.md (commit processing, known gaps) lists every mechanism tried and why none caps Payment near 2× without breaking NewOrder or Delivery: the paper's Payment 2× and Delivery 3× are not reachable together with real relative costs in a model bound by holds, threads and the flush.",
  'tls A-F8':
    "The paper gives no number: Failed time is \"small\" while nearly every epoch is violated (both hold: 99.5% violated). The 10% line is our notes' reading. STOCK LEVEL's failed share is set by where the cursor advance sits in an epoch (our 0.4 of the speculative part; the notes' reference model put it at 0.6 and lost about a third of the 4-CPU time) and by the re-execution penalty; the paper says only that the advance sits as early as the while-loop rewrite allows. Moving it earlier to pass 10% would be tuning to the line.",
  'locking B-F3':
    "File and page are within ±30%; mixed falls 17.5% (paper 12.8%). In absolute terms ours loses 0.075 tx/s from 1024 to 16 pages against the paper's 0.060, 16.0% of the paper's 1024-page value (inside ±30%): most of the excess is the low starting point of B-F11's note, with small-class aborts at 16 pages matching (26.7% against 27%).",
  'locking B-F11':
    "Only mixed > page fails: 0.424 against 0.435 at 1024 pages. The paper's own Table 2 cannot separate them: page-level runs of .444, .480 and .467 (mean .464 ± .017, 90% CI) against mixed .468 ± .002; Table 3 reuses run 1 (.444). Our mixed is 9% low because its large transaction answers in 16.7 s against the paper's 12.6 s (large throughput 0.037 against .049), as in the notes' reference model, which also put page slightly above mixed.",
  'storage C8':
    "Cause found: our log on a tier acknowledges a commit only when the durable prefix of the log reaches it, and eight log disks with exponential service times finish writes out of order, so at 700 TPS a memory-resident commit waits 13.9 ms for its 5 ms log write; the paper's simulator waits for the transaction's own log page only (safe under strict 2PL, not under ELR, so our one log manager keeps the prefix for every protocol and the crash view). With own-page acknowledgement (probe, not committed) memory resident gives 22.7 ms against SSD 22.6 ms, a tie; with constant log-disk times 22.7 against 23.2 ms. The paper calls the effect small; the notes' reference model did not show it either (23.8 against 20.4 ms).",
};

// prettier-ignore
const charm: PaperClaim[] = [
  { id: 'charm C1', claim: 'HTSTE over 2PL at 4 concurrent transactions', published: '2.64×', kind: 'size' },
  { id: 'charm C2', claim: 'TSTE over 2PL with one transaction at a time', published: 'slightly below 1', kind: 'direction' },
  { id: 'charm C3', claim: 'TSTE gain is hump-shaped in concurrency', published: 'peak at 4, parity at 10–12', kind: 'direction' },
  { id: 'charm C4', claim: '2PL lock wait ÷ TSTE lock wait', published: '5× at 4 (up to 10× at 2)', kind: 'size' },
  { id: 'charm C5', claim: 'TSTE per-I/O latency ÷ 2PL at 4', published: '1.81×', kind: 'size' },
  { id: 'charm C6', claim: 'gain is an inverted U over the share of transactions doing I/O', published: '≈1 fully cached and storage-bound, peak at 10–25%', kind: 'direction' },
  { id: 'charm C7', claim: 'fully cached: TSTE < 2PL, OTSTE ≈ HTSTE ≈ 2PL', published: 'TSTE below, the others equal', kind: 'direction' },
  { id: 'charm C8', claim: 'costly rollback: TSTE ≈ HTSTE > OTSTE > 2PL', published: '9662 / 9686 / 6869 / 3648 tpmC', kind: 'direction' },
  { id: 'charm C9', claim: 'TSTE/2PL as lock-free compute grows 0 → 30 ms', published: '2.65 → 2.05', kind: 'direction' },
  { id: 'charm C10', claim: 'mis-prefetch share rises with concurrency', published: '0.9% at 2 → 4.4% at 6', kind: 'direction' },
  { id: 'charm C11', claim: 'deadlock aborts HTSTE vs 2PL at 4', published: '0.4% vs 1.8%', kind: 'direction' },
  { id: 'charm C12', claim: 'pinned pages bounded by the pages of transactions in flight', published: 'bounded', kind: 'direction' },
  { id: 'charm Table 1', claim: 'share of 2PL lock wait caused by I/O falls with concurrency', published: '93.3% at 2, 80.9% at 4, 18.4% at 10', kind: 'direction' },
];

// prettier-ignore
const elr: PaperClaim[] = [
  { id: 'elr E1', claim: 'no conflicts, no gain', published: '1.00', kind: 'size' },
  { id: 'elr E2', claim: 'ELR never hurts', published: '≥ 1 everywhere', kind: 'direction' },
  { id: 'elr E3', claim: 'gain grows with threads per conflict unit (TPC-C mix)', published: 'up to 2×', kind: 'size' },
  { id: 'elr E4', claim: 'per type: NewOrder < Payment < Delivery', published: '1.31× / 2× / 3×', kind: 'size' },
  { id: 'elr E5', claim: 'TPC-B speedup at h = 0.5 and h = 0.2', published: '2× and 7–8×', kind: 'size' },
  { id: 'elr E6', claim: 'no-wait ≥ ELR ≥ baseline; no-wait gap much wider', published: 'no-wait ≈7×, ELR ≤ 2×', kind: 'direction' },
  { id: 'elr E7', claim: 'hot-lock hold no longer contains the flush', published: 'hold ≈ work under ELR', kind: 'direction' },
  { id: 'elr E8', claim: 'flush wait grows with threads and is noisy', published: 'std ≥ 100% of mean', kind: 'direction' },
  { id: 'elr E9', claim: 'a crash never loses an acknowledged commit', published: 'none lost', kind: 'direction' },
  { id: 'elr E10', claim: 'naïve ELR exposes non-durable data to a reader, safe ELR does not', published: 'anomaly only under naïve', kind: 'direction' },
];

// prettier-ignore
const tls: PaperClaim[] = [
  { id: 'tls A-F1', claim: 'NewOrder / Delivery / StockLevel time on 4 CPUs, optimized', published: '0.34–0.56', kind: 'size' },
  { id: 'tls A-F2', claim: 'Payment time on 4 CPUs', published: '≈ 1.0', kind: 'size' },
  { id: 'tls A-F3', claim: 'OrderStatus time grows from 2 to 8 CPUs', published: 'T(8) > T(2)', kind: 'direction' },
  { id: 'tls A-F4', claim: 'no DBMS optimizations, 4 CPUs', published: '1.05–1.08', kind: 'size' },
  { id: 'tls A-F5', claim: 'removing dependences one at a time lowers time roughly monotonically', published: 'ladder', kind: 'direction' },
  { id: 'tls A-F6', claim: 'no speculation ≈ baseline for NewOrder, NewOrder 150, Delivery outer', published: 'gap < 0.05', kind: 'direction' },
  { id: 'tls A-F7', claim: 'diminishing returns 2 → 4 → 8 CPUs', published: '4 → 8 gain smallest', kind: 'direction' },
  { id: 'tls A-F8', claim: 'sub-epochs keep Failed time small', published: 'Failed < 10%', kind: 'direction' },
  { id: 'tls A-F9', claim: 'without sub-epochs, removing an early dependence can raise time', published: 'rises without, not with', kind: 'direction' },
  { id: 'tls A-F10', claim: 'Delivery Failed time grows with CPUs', published: 'F(8) > F(4) > F(2)', kind: 'direction' },
  { id: 'tls A-F11', claim: 'StockLevel: every epoch violated near its start, small waste', published: 'qualitative', kind: 'direction' },
  { id: 'tls A-F12', claim: 'more CPUs, more Failed time per transaction', published: 'qualitative', kind: 'direction' },
  { id: 'tls A-F13', claim: 'with disk stalls TLS helps little', published: 'premise', kind: 'direction', unmeasured: 'a premise, not a result: our TLS model has no disk and its transactions are CPU-bound by construction' },
];

// prettier-ignore
const locking: PaperClaim[] = [
  { id: 'locking B-F1', claim: 'baseline throughput file > mixed > page', published: 'file / mixed / page .498 / .468 / .444', kind: 'size' },
  { id: 'locking B-F2', claim: 'large-class throughput file ≈ mixed ≫ page', published: 'file / mixed / page .048 / .050 / .021', kind: 'size' },
  { id: 'locking B-F3', claim: 'file 1024 → 16 pages: file rises, mixed falls, page falls most', published: 'file / mixed / page +8.8% / −12.8% / −32%', kind: 'size' },
  { id: 'locking B-F4', claim: 'mixed: large never aborted; small aborts steep below 64 pages', published: '27% at 16 pages', kind: 'size' },
  { id: 'locking B-F5', claim: 'page: both classes aborted, more than mixed', published: 'small 3.4% at 1024 → 49.7% at 16 pages', kind: 'size' },
  { id: 'locking B-F6', claim: 'file: no aborts; reads per transaction fall as the file shrinks', published: '12.6 → 10.2 at 16 pages', kind: 'size' },
  { id: 'locking B-F7', claim: 'long transactions: page > mixed > file', published: 'file / mixed / page .202 / .328 / .387', kind: 'size' },
  { id: 'locking B-F8', claim: 'long transactions per class: small best under page, large best under mixed', published: 'small .179 / .293 / .368, large .023 / .035 / .019', kind: 'direction' },
  { id: 'locking B-F9', claim: 'expensive locks: file ≫ mixed > page', published: 'file / mixed / page .448 / .285 / .229', kind: 'size' },
  { id: 'locking B-F10', claim: 'both overheads: mixed best, all within 15%', published: 'file / mixed / page .199 / .227 / .205', kind: 'size' },
  { id: 'locking B-F11', claim: 'no locks > mixed read > file > mixed > page', published: '.59 / .52 / .498 / .468 / .444', kind: 'direction' },
  { id: 'locking B-F12', claim: 'as the file shrinks, no-wait policies rise, waiting ones fall', published: 'trend', kind: 'direction' },
];

// prettier-ignore
const storage: PaperClaim[] = [
  { id: 'storage C1', claim: 'log on one 5 ms disk saturates', published: '180–200 TPS', kind: 'size' },
  { id: 'storage C2', claim: 'NV write buffer on the log disk: flat response time, cap stays', published: 'cap ≈ 200 TPS', kind: 'size' },
  { id: 'storage C3', claim: 'log on SSD or NVEM: no log bottleneck up to 700 TPS', published: 'CPU ≈ 90% at 700', kind: 'size' },
  { id: 'storage C4', claim: 'DB allocation ranking NVEM < SSD < MM < NVEM-WB ≲ NV-DC WB < disk', published: 'ordering', kind: 'direction' },
  { id: 'storage C5', claim: 'write buffer vs plain disk response time', published: '1.8–2.1×', kind: 'size' },
  { id: 'storage C6', claim: 'plain disk: disk I/Os per transaction; MM hit ratio', published: '3.1–3.2; 72.5%', kind: 'size' },
  { id: 'storage C7', claim: 'MM-resident with log in NVEM ≈ NVEM-resident', published: 'equal', kind: 'direction' },
  { id: 'storage C8', claim: 'at 700 TPS MM-resident beats SSD', published: 'small effect near 90% CPU', kind: 'direction' },
  { id: 'storage C9', claim: 'FORCE penalty large on disk, tiny with NV write buffers', published: 'disk 1.67×, NV-DC WB 1.09× (reference model)', kind: 'direction' },
  { id: 'storage C10', claim: 'FORCE disk I/Os per transaction', published: '3.2 → 5.05', kind: 'size' },
  { id: 'storage C11', claim: 'FORCE with BRANCH/TELLER on one disk caps throughput', published: '< 70 TPS', kind: 'size' },
  { id: 'storage C12', claim: 'MM buffer helps up to 2000 pages, then flattens', published: 'hit 53.7 → 72.5%', kind: 'size' },
  { id: 'storage C13', claim: 'volatile disk cache ≤ MM buffer gives ≈ 0 hits', published: '0%', kind: 'direction' },
  { id: 'storage C14', claim: 'NV disk cache beats volatile of the same size (write-miss insertion)', published: 'higher hit ratio', kind: 'direction' },
  { id: 'storage C15', claim: 'write buffer alone gives most of the NV gain', published: 'disk 67, WB 37, NV-DC 32 ms (reference model)', kind: 'direction' },
  { id: 'storage C16', claim: 'NVEM cache combined hit ratio = MM hit at the aggregate size', published: '59.6 + 7.1 = 66.7%', kind: 'size' },
  { id: 'storage C17', claim: 'NVEM cache 500 beats NV disk cache 1000', published: 'at every MM size', kind: 'direction' },
  { id: 'storage C18', claim: 'FORCE lowers second-level hit ratios', published: 'Table 4.2b', kind: 'direction' },
  { id: 'storage C19', claim: 'read-mostly: volatile ≈ NV disk caches, NVEM best', published: 'NVEM +3.4% vs +0.7%', kind: 'direction' },
  { id: 'storage C20', claim: 'slow I/O drives lock thrashing; object locks or NVEM avoid it', published: 'disk-page collapses ≈120–150 TPS', kind: 'direction' },
  { id: 'storage C21', claim: 'NV memory makes group commit and avoiding FORCE less important', published: 'qualitative', kind: 'direction' },
  { id: 'storage C22', claim: 'a small write buffer is more cost-effective than resident files', published: 'Table 2.1 prices', kind: 'direction' },
];

export const PAPER_CLAIMS: readonly PaperClaim[] = [
  ...charm,
  ...elr,
  ...tls,
  ...locking,
  ...storage,
].map((c) => (MISS_NOTES[c.id] === undefined ? c : { ...c, missNote: MISS_NOTES[c.id] }));
