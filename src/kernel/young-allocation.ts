/**
 * Why the engine makes its per-transaction and per-device records with `new` and its
 * arrays with `Array.of`, never as literals. V8 keeps an allocation site for each object
 * or array literal (and each `new Array(n)`); once most objects from a site outlive a
 * young-generation collection, it allocates that site's objects in the old generation
 * from the start (pretenuring). A run's records live as long as the run, so their sites
 * were pretenured, and in a process that runs one run after another (a sweep's worker,
 * the benchmarks) every later run's records went straight to the old generation. There
 * they kept everything young they pointed to alive past its death, so whole runs were
 * promoted and full collections came every dozen runs. Objects made by `new` and arrays
 * made by a built-in have no site and always start young. Leaves out what a run makes
 * once (sites with few objects are never pretenured) and what is made per process.
 */

/** An empty array, grown by pushes as a literal `[]` would be. */
export function emptyArray<T>(): T[] {
  return Array.of<T>();
}

/** An array of `length` undefined slots for the caller to fill (a small length: it pushes). */
export function arrayOfUndefined<T>(length: number): (T | undefined)[] {
  const array = Array.of<T | undefined>();
  for (let i = 0; i < length; i++) array.push(undefined);
  return array;
}
