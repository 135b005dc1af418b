/**
 * Shareable links. A link's fragment names a built-in scenario (`id`) or carries the whole
 * scenario (`s`: JSON, UTF-8, compressed, base64url), plus the seed, the selected variant and
 * the playhead time, so opening it reproduces the identical run. Decoding never throws: a
 * tampered or truncated link comes back as errors whose path names the link field
 * (`link.s`, `link.seed`, ...) or, for a broken inline scenario, `scenario.<field>`.
 *
 * Fragment format, version 1 (`key=value&...`, values percent-encoded, unknown keys ignored):
 *   v=1  id=<built-in id> | s=<data>&c=<checksum>  seed=<0..2^32-1>  variant=<id>  t=<ms>  embed=1
 *   mv=<model version>  h=<scenario hash>   (added later; optional, advisory)
 *   predict=1   (added later; optional: ask for a prediction before the run, for homework)
 *   runs=<variant id>.<variant id>...       (added later; the runs the compare view shows)
 * `c` is the 32-bit FNV-1a hash (base 36) of the uncompressed JSON bytes. `mv` is the model
 * version the link was made with and `h` the hash of the built-in `id` then (`scenarioHash`),
 * so the app can say when a link's numbers came from a different model or scenario. They
 * never stop a link from opening: an unreadable value reads as absent. `runs` is the
 * instructor's pick in the compare view; a link without it (or with an unreadable one)
 * shows every run.
 *
 * Only ES globals are used (no TextEncoder, btoa or CompressionStream): this layer is pure.
 * The scenario parser is an argument of `decodeLinkWith`, so the page can read links without
 * loading the schema library up front; url-codec.ts binds the real parser (`decodeLink`).
 */
import { fnv1a, fromBase64Url, toBase64Url, utf8Decode, utf8Encode } from './bytes.ts';
import { compress, declaredLength, decompress } from './compress.ts';
import type { FieldError, ParseResult, ScenarioParser } from './field-errors.ts';
import { asOneLine } from './quote.ts';
import { MAX_LINK_CHARS, MAX_LINK_SCENARIO_BYTES, describeBytes } from './size-limits.ts';

export const LINK_VERSION = 1;

export interface LinkState {
  scenario: { kind: 'builtin'; id: string } | { kind: 'inline'; doc: unknown };
  seed: number | null;
  variant: string | null;
  playheadMs: number | null;
  embed: boolean;
  /** The model version the link was made with (`mv`), or null/absent for older links. */
  modelVersion?: number | null;
  /** The hash of the built-in scenario when the link was made (`h`), or null/absent. */
  scenarioHash?: string | null;
  /** Ask for a prediction before the run (`predict=1`); absent or false for older links. */
  predict?: boolean;
  /** The variants the compare view shows (`runs`), or null/absent for every one. */
  runs?: readonly string[] | null;
}

/**
 * The hash a link records for a built-in scenario document: FNV-1a of its JSON, base 36.
 * The `published` section (a paper's values, which change no run) is left out, so adding
 * it to a built-in does not tell older links their numbers may have changed.
 */
export function scenarioHash(doc: unknown): string {
  const runPart =
    typeof doc === 'object' && doc !== null && !Array.isArray(doc) && 'published' in doc
      ? Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'published'))
      : doc;
  return fnv1a(utf8Encode(JSON.stringify(runPart) ?? 'null')).toString(36);
}

const HASH_PATTERN = /^[0-9a-z]{1,13}$/;

const MAX_SEED = 2 ** 32 - 1;
/** The keys a link may hold; any other is ignored (never echoed in a message). */
const LINK_KEYS = new Set([
  'v',
  'id',
  's',
  'c',
  'seed',
  'variant',
  't',
  'embed',
  'mv',
  'h',
  'predict',
  'runs',
]);
/** At most this many ids in `runs`. */
const MAX_LINK_RUNS = 64;
const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

// ---------------------------------------------------------------------------------------------
// Links.
// ---------------------------------------------------------------------------------------------

/** The fragment text (without '#'). Throws RangeError for a state no link can carry. */
export function encodeLink(state: LinkState): string {
  const { seed, playheadMs } = state;
  if (seed !== null && !(Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED)) {
    throw new RangeError(`seed must be a whole number from 0 to ${MAX_SEED}, not ${seed}`);
  }
  if (playheadMs !== null && !(Number.isFinite(playheadMs) && playheadMs >= 0)) {
    throw new RangeError(`playheadMs must be a finite number >= 0, not ${playheadMs}`);
  }
  for (const [what, id] of [
    ['scenario id', state.scenario.kind === 'builtin' ? state.scenario.id : null],
    ['variant', state.variant],
  ] as const) {
    if (id !== null && !ID_PATTERN.test(id)) throw new RangeError(`bad ${what}: "${id}"`);
  }
  const params: [string, string][] = [['v', String(LINK_VERSION)]];
  if (state.scenario.kind === 'builtin') {
    params.push(['id', state.scenario.id]);
  } else {
    const bytes = utf8Encode(JSON.stringify(state.scenario.doc) ?? 'null');
    params.push(['s', toBase64Url(compress(bytes))], ['c', fnv1a(bytes).toString(36)]);
  }
  if (seed !== null) params.push(['seed', String(seed)]);
  if (state.variant !== null) params.push(['variant', state.variant]);
  if (playheadMs !== null) params.push(['t', String(Object.is(playheadMs, -0) ? 0 : playheadMs)]);
  if (state.embed) params.push(['embed', '1']);
  const mv = state.modelVersion;
  if (mv !== undefined && mv !== null && Number.isInteger(mv) && mv > 0) {
    params.push(['mv', String(mv)]);
  }
  const h = state.scenarioHash;
  if (h !== undefined && h !== null && HASH_PATTERN.test(h)) params.push(['h', h]);
  if (state.predict === true) params.push(['predict', '1']);
  const runs = state.runs;
  if (runs !== undefined && runs !== null && runs.length > 0) {
    for (const id of runs) if (!ID_PATTERN.test(id)) throw new RangeError(`bad run: "${id}"`);
    params.push(['runs', runs.join('.')]);
  }
  return params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** Reads a fragment (with or without '#'); every problem comes back as an error. */
export function decodeLinkWith(
  parseScenario: ScenarioParser,
  fragment: string,
): ParseResult<LinkState> {
  const errors: FieldError[] = [];
  const fail: Fail = (key, message) => {
    errors.push({ path: `link.${key}`, message });
    return undefined;
  };
  const params = new Map<string, string>();
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_LINK_CHARS) {
    const size = `${text.length} characters; at most ${MAX_LINK_CHARS}`;
    return { ok: false, errors: [{ path: 'link', message: `too long for a link (${size})` }] };
  }
  for (const part of text === '' ? [] : text.split('&')) {
    const eq = part.indexOf('=');
    const [rawKey, rawValue] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
    const key = percentDecode(rawKey);
    const value = percentDecode(rawValue);
    if (key === null || !LINK_KEYS.has(key)) continue; // unknown keys are ignored
    if (value === null) fail(key, 'badly percent-encoded');
    else if (params.has(key)) fail(key, 'given more than once');
    else params.set(key, value);
  }
  if (errors.length > 0) return { ok: false, errors };

  const version = params.get('v');
  if (version === undefined) {
    fail('v', 'missing: this is not a Lockstep link (no format version)');
    return { ok: false, errors };
  }
  if (version !== String(LINK_VERSION)) {
    const what = /^\d+$/.test(version) ? `version ${version}` : `"${clip(version)}"`;
    fail('v', `unknown link format ${what} (this app reads version ${LINK_VERSION})`);
    return { ok: false, errors };
  }

  const seed = readNumber(params, 'seed', fail, (x) =>
    !Number.isInteger(x)
      ? 'must be a whole number'
      : x < 0 || x > MAX_SEED
        ? `out of range (0 to ${MAX_SEED})`
        : null,
  );
  const playheadMs = readNumber(params, 't', fail, (x) =>
    x < 0 ? 'out of range (must be 0 or more ms)' : null,
  );
  const variant = params.get('variant') ?? null;
  if (variant !== null && (!ID_PATTERN.test(variant) || variant.length > 60)) {
    fail('variant', `"${clip(variant)}" is not a variant id (lower-case letters, digits, dashes)`);
  }
  const embedText = params.get('embed');
  if (embedText !== undefined && embedText !== '1' && embedText !== '0') {
    fail('embed', `must be 1 or 0, not "${clip(embedText)}"`);
  }

  let scenario: LinkState['scenario'] | null = null;
  const id = params.get('id');
  const data = params.get('s');
  if (id !== undefined && data !== undefined) {
    fail('id', 'give either a built-in id or inline scenario data (s), not both');
  } else if (id !== undefined) {
    if (ID_PATTERN.test(id) && id.length <= 80) scenario = { kind: 'builtin', id };
    else fail('id', `"${clip(id)}" is not a scenario id (lower-case letters, digits, dashes)`);
  } else if (data !== undefined) {
    const doc = decodeInline(parseScenario, data, params.get('c'), fail, errors);
    if (doc !== undefined) {
      scenario = { kind: 'inline', doc: doc.raw };
      if (variant !== null && errors.length === 0 && !doc.variants.includes(variant)) {
        fail('variant', `the scenario has no variant "${clip(variant)}"`);
      }
    }
  } else {
    fail('id', 'missing: the link names no scenario (needs id or s)');
  }

  if (errors.length > 0 || scenario === null) return { ok: false, errors };
  const mvText = params.get('mv');
  const modelVersion =
    mvText !== undefined && /^[1-9]\d{0,8}$/.test(mvText) ? Number(mvText) : null;
  const hText = params.get('h');
  const hash = hText !== undefined && HASH_PATTERN.test(hText) ? hText : null;
  const value: LinkState = { scenario, seed, variant, playheadMs, embed: embedText === '1' };
  if (modelVersion !== null) value.modelVersion = modelVersion;
  if (hash !== null) value.scenarioHash = hash;
  // Advisory like mv and h: every value but 1 reads as absent, never as an error.
  if (params.get('predict') === '1') value.predict = true;
  const runs = readRuns(params.get('runs'));
  if (runs !== null) value.runs = runs;
  return { ok: true, value };
}

type Fail = (key: string, message: string) => undefined;

/**
 * The `runs` pick: variant ids separated by dots (a dot needs no escaping in a URL; commas
 * are read too); anything unreadable is no pick.
 */
function readRuns(text: string | undefined): string[] | null {
  if (text === undefined || text === '') return null;
  const ids = text.split(/[.,]/);
  if (ids.length > MAX_LINK_RUNS) return null;
  return ids.every((id) => ID_PATTERN.test(id) && id.length <= 60) ? ids : null;
}

/** The inline scenario: base64url -> decompress -> checksum -> UTF-8 -> JSON -> parseScenario. */
function decodeInline(
  parseScenario: ScenarioParser,
  data: string,
  checksum: string | undefined,
  fail: Fail,
  errors: FieldError[],
): { raw: unknown; variants: string[] } | undefined {
  const damaged = 'the scenario data is damaged';
  if (checksum === undefined) return fail('c', 'missing: inline scenario data needs its checksum');
  const expected = /^[0-9a-z]{1,7}$/.test(checksum) ? parseInt(checksum, 36) : NaN;
  if (!(expected <= 0xffffffff)) return fail('c', `"${clip(checksum)}" is not a checksum`);
  const packed = fromBase64Url(data);
  if (packed === null) return fail('s', `${damaged} (not valid base64url)`);
  const declared = declaredLength(packed);
  if (typeof declared === 'string') return fail('s', `${damaged} (cannot decompress: ${declared})`);
  if (declared > MAX_LINK_SCENARIO_BYTES) {
    const sizes = `${describeBytes(declared)}; at most ${describeBytes(MAX_LINK_SCENARIO_BYTES)}`;
    return fail('s', `the scenario is too large for a link (it inflates to ${sizes})`);
  }
  const bytes = decompress(packed, MAX_LINK_SCENARIO_BYTES);
  if (typeof bytes === 'string') return fail('s', `${damaged} (cannot decompress: ${bytes})`);
  if (fnv1a(bytes) !== expected) return fail('s', `${damaged} (checksum mismatch)`);
  const json = utf8Decode(bytes);
  if (json === null) return fail('s', `${damaged} (not valid UTF-8 text)`);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    return fail('s', `${damaged} (not valid JSON: ${asOneLine((e as Error).message)})`);
  }
  const parsed = parseScenario(raw);
  if (!parsed.ok) {
    for (const e of parsed.errors) {
      errors.push({ path: e.path === '' ? 'scenario' : `scenario.${e.path}`, message: e.message });
    }
    return undefined;
  }
  return { raw, variants: parsed.value.compare.map((v) => v.id) };
}

function readNumber(
  params: Map<string, string>,
  key: string,
  fail: Fail,
  check: (x: number) => string | null,
): number | null {
  const text = params.get(key);
  if (text === undefined) return null;
  const x = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(x)) {
    fail(key, `not a number: "${clip(text)}"`);
    return null;
  }
  const problem = check(x);
  if (problem !== null) fail(key, `${problem}: ${text}`);
  return problem === null ? x + 0 : null; // + 0 turns -0 into 0
}

function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Echoes a bit of user-supplied text in a message without letting it run on. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}
