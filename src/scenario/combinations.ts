/**
 * Technique combinations the format accepts field by field but that have no meaning
 * together: the engine would silently drop one of the two (an execution strategy replaced
 * by another, a protocol with no log to order), or has no model of the pair. Each is
 * refused with one error on one of the two fields, whose message names the other. The
 * README's combinations table lists what is supported and what is refused, and why;
 * `combinations.test.ts` has a test per refusal. Left out: fields a combination ignores
 * but that always have a value (a `log.service` behind a log on a storage tier, the
 * `system.disks` that storage tiers replace), since the format cannot tell a default from
 * a choice there.
 */
import type { FieldError } from './parse.ts';
import type { Scenario } from './schema.ts';
import { TECHNIQUE_IS_ON } from './technique-sections.ts';

interface Refusal {
  path: string;
  message: string;
}

/** What makes a technique other than TLS on, as the field a user would look at. */
function nonTlsTechniques(s: Scenario): Refusal[] {
  const found: Refusal[] = [];
  const why = 'thread-level speculation runs one transaction alone on an idle machine';
  if (TECHNIQUE_IS_ON.granularity(s))
    found.push({
      path: 'locking.granularity',
      message: `has no meaning with tls (${why}); leave it 'page' without intentionLocks`,
    });
  if (TECHNIQUE_IS_ON['two-stage'](s))
    found.push({
      path: 'execution.mode',
      message: `'${s.execution.mode}' has no meaning with tls (${why})`,
    });
  if (TECHNIQUE_IS_ON.commit(s))
    found.push({
      path: 'log.commitProtocol',
      message: `has no meaning with tls (${why}, without a log)`,
    });
  if (TECHNIQUE_IS_ON.storage(s))
    found.push({ path: 'storage', message: `has no meaning with tls (${why})` });
  if (TECHNIQUE_IS_ON['concurrency-control'](s))
    found.push({
      path: 'concurrencyControl.algorithm',
      message: `has no meaning with tls (${why})`,
    });
  if (s.crash !== null)
    found.push({ path: 'crash', message: `has no meaning with tls (${why}, without a log)` });
  return found;
}

/**
 * Whether an error is a refused combination (every message here says "has no meaning with"
 * or "cannot run with" the other field): the parameter editor offers each field's choices
 * one at a time, and a choice may be refused only for what another field holds.
 */
export function isCombinationRefusal(error: FieldError): boolean {
  return /^'?[\w-]*'? ?(has no meaning with|cannot run with) /.test(error.message);
}

export function checkCombinations(s: Scenario): FieldError[] {
  if (TECHNIQUE_IS_ON.tls(s)) return nonTlsTechniques(s);
  const errors: Refusal[] = [];
  const mode = s.execution.mode;
  const algorithm = s.concurrencyControl?.algorithm ?? '2pl';
  const perTransaction = s.system.buffer.scope === 'per-transaction';
  if (mode !== 'conventional') {
    if (s.system.dataServer !== null)
      errors.push({
        path: 'execution.mode',
        message: `'${mode}' cannot run with system.dataServer: two-stage execution needs the shared buffer pool, and the data server does every read itself`,
      });
    if (perTransaction)
      errors.push({
        path: 'execution.mode',
        message: `'${mode}' cannot run with system.buffer.scope 'per-transaction': two-stage execution pins pages in the shared buffer pool`,
      });
    if (algorithm === 'occ')
      errors.push({
        path: 'execution.mode',
        message: `'${mode}' cannot run with concurrencyControl.algorithm 'occ': optimistic control runs its own execution (reads, then writes from a private workspace at commit)`,
      });
  }
  if (algorithm === 'occ') {
    if (perTransaction)
      errors.push({
        path: 'concurrencyControl.algorithm',
        message: `'occ' cannot run with system.buffer.scope 'per-transaction': optimistic control runs its own execution on the shared buffer pool`,
      });
    if (TECHNIQUE_IS_ON.granularity(s))
      errors.push({
        path: 'locking.granularity',
        message: `has no meaning with concurrencyControl.algorithm 'occ', which takes no locks; leave it 'page' without intentionLocks`,
      });
    if (s.locking.mode !== 'read-write')
      errors.push({
        path: 'locking.mode',
        message: `'${s.locking.mode}' has no meaning with concurrencyControl.algorithm 'occ', which takes no locks (validation compares read and write sets)`,
      });
  }
  if (algorithm !== '2pl' && !s.locking.enabled)
    errors.push({
      path: 'concurrencyControl.algorithm',
      message: `'${algorithm}' has no meaning with locking.enabled false (no concurrency control at all)`,
    });
  if (!s.locking.enabled && s.locking.granularity !== 'page')
    errors.push({
      path: 'locking.granularity',
      message: `'${s.locking.granularity}' has no meaning with locking.enabled false (no locks are taken)`,
    });
  if (s.log.commitProtocol !== 'baseline') {
    if (!s.log.enabled)
      errors.push({
        path: 'log.commitProtocol',
        message: `'${s.log.commitProtocol}' has no meaning with log.enabled false (there are no commit records to wait for)`,
      });
    else if (s.log.commit === 'asynchronous')
      errors.push({
        path: 'log.commitProtocol',
        message: `'${s.log.commitProtocol}' has no meaning with log.commit 'asynchronous', which already is 'no-wait'`,
      });
  }
  if ((s.storage?.log ?? null) !== null && !s.log.enabled)
    errors.push({
      path: 'storage.log',
      message: 'has no meaning with log.enabled false (it places a log there is not)',
    });
  if (TECHNIQUE_IS_ON.storage(s) && perTransaction)
    errors.push({
      path: 'storage',
      message: `cannot run with system.buffer.scope 'per-transaction': the testbed's private buffers read the data disks, which storage tiers replace`,
    });
  return errors;
}
