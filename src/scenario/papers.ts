/**
 * The papers the app has a page for: the five seed papers and the concurrency-control
 * comparison of the sixth technique. A page shows the headline figures whose published
 * values sit in the scenario files (their optional `published` section, naming the paper
 * by id); this list gives each page its title, its citation and the built-ins it draws
 * from, in the order the page shows them. Ids are a contract (links name them: `paper=`).
 */

export interface PaperEntry {
  readonly id: string;
  /** The short title the picker shows. */
  readonly title: string;
  readonly citation: string;
  /** The built-in scenarios whose `published` figures this page shows, in order. */
  readonly scenarios: readonly string[];
}

export const PAPERS: readonly PaperEntry[] = [
  {
    id: 'locking',
    title: 'Lock granularity in a testbed (Kohler, Wilner, Stankovic)',
    citation:
      'W. H. Kohler, K. C. Wilner, J. A. Stankovic, An Experimental Comparison of Locking Policies in a Testbed Database System (ACM, about 1983).',
    scenarios: ['locking-file-size'],
  },
  {
    id: 'charm',
    title: 'Two-stage execution: TSTE, OTSTE, HTSTE (Charm)',
    citation:
      'Charm: two-stage transaction execution (TSTE, OTSTE, HTSTE) against Berkeley DB, TPC-C NewOrder.',
    scenarios: ['charm-concurrency'],
  },
  {
    id: 'elr',
    title: 'Early lock release (Johnson et al.)',
    citation:
      'R. Johnson, I. Pandis, R. Stoica, M. Athanassoulis, A. Ailamaki, Aether: a scalable approach to logging (early lock release), TPC-B and TPC-C.',
    scenarios: ['elr-tpcb-skew'],
  },
  {
    id: 'tls',
    title: 'Thread-level speculation in transactions (Colohan et al.)',
    citation:
      'C. B. Colohan, A. Ailamaki, J. G. Steffan, T. C. Mowry, Incrementally Parallelizing Database Transactions with Thread-Level Speculation, ACM TOCS 26(1), 2008.',
    scenarios: ['tls-scaling'],
  },
  {
    id: 'storage',
    title: 'Extended storage tiers (Rahm)',
    citation:
      'E. Rahm, Performance evaluation of extended storage architectures for transaction processing (Debit-Credit; disk, SSD, extended memory).',
    scenarios: ['storage-log-placement'],
  },
  {
    id: 'cc',
    title: 'Concurrency control: blocking or restarts (Agrawal, Carey, Livny)',
    citation:
      'R. Agrawal, M. J. Carey, M. Livny, Concurrency Control Performance Modeling: Alternatives and Implications, ACM TODS 12(4), 1987.',
    scenarios: ['cc-blocking-vs-restart', 'cc-infinite-resources'],
  },
];

export const PAPER_IDS = PAPERS.map((p) => p.id);

export function findPaper(id: string): PaperEntry | undefined {
  return PAPERS.find((p) => p.id === id);
}
