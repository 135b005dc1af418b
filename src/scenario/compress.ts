/**
 * A small general-purpose compressor for shareable links: LZ77 parsing plus adaptive
 * binary arithmetic coding (an LZMA-like design). Pure ES: no CompressionStream here.
 */
// ---------------------------------------------------------------------------------------------
// Compression: LZ77 parsing + adaptive binary arithmetic coding (an LZMA-like design, small).
//
// The parser turns the input into literals and (length, distance) back-references. Every
// decision is then coded as a sequence of bits, each with its own adaptive probability, by a
// carry-less binary arithmetic coder (as in the PAQ family). Encoder and decoder share the
// bit-level model through `BitCoder`: the encoder passes the bit it wants written, the
// decoder ignores that argument and returns the bit it read, so both update identically.
//
// Stream: the byte count (coded like a match length), the tokens, 4 flush bytes. The decoder
// reads exactly the bytes the encoder wrote, so reading past the end means truncation, and
// it checks the flush bytes, so exactly one stream decodes to a given input: every change to a
// byte either fails here or changes the output (which the link checksum then catches).
// ---------------------------------------------------------------------------------------------

type BitCoder = (ctx: number, bit: number) => number;

const MIN_MATCH = 3;
const MAX_CHAIN = 256; // hash-chain candidates examined per position
const LIT_CTX_BITS = 2; // literal context: top bits of the previous byte
// Probability table: [isMatch: 4][literals: 4 x 256][length: 32 x 41][distance][byte count]
const P_LIT = 4;
const P_LEN = P_LIT + (256 << LIT_CTX_BITS);
const P_DIST = P_LEN + 32 * 41;
const P_COUNT = P_DIST + 32 * 41;

/**
 * Binary arithmetic coder over 32-bit integers held in doubles (products stay below 2^53).
 * Encodes when `input` is absent; decodes from `input` otherwise. Each context has an
 * adaptive probability of a 1 bit (in 1/65536) that learns fast at first, then slower.
 */
function arithmeticCoder(input?: Uint8Array) {
  const prob = new Uint16Array(P_COUNT + 32 * 41).fill(32768);
  const seen = new Uint8Array(prob.length);
  const out: number[] = [];
  let pos = 0;
  let overrun = false;
  const read = () =>
    input !== undefined && pos < input.length ? input[pos++]! : ((overrun = true), 0);
  let x1 = 0; // the current interval is [x1, x2]
  let x2 = 0xffffffff;
  let x = 0; // decoder: the code value read so far, always in [x1, x2]
  if (input !== undefined) for (let k = 0; k < 4; k++) x = x * 256 + read();
  const bit: BitCoder = (ctx, b) => {
    const p = Math.min(Math.max(prob[ctx]!, 32), 65504);
    const mid = x1 + Math.floor(((x2 - x1) * p) / 65536); // 1 takes [x1, mid], 0 the rest
    if (input !== undefined) b = x <= mid ? 1 : 0;
    if (b) x2 = mid;
    else x1 = mid + 1;
    const k = seen[ctx]!;
    prob[ctx] = prob[ctx]! + Math.trunc(((b ? 65535 : 0) - prob[ctx]!) / (k + 1.5));
    if (k < 30) seen[ctx] = k + 1;
    // Once the top bytes agree they are settled: emit (or consume) them.
    while (((x1 ^ x2) & 0xff000000) === 0) {
      if (input === undefined) out.push(x2 >>> 24);
      else x = ((x << 8) | read()) >>> 0;
      x1 = (x1 << 8) >>> 0;
      x2 = ((x2 << 8) | 255) >>> 0;
    }
    return b;
  };
  const finish = () =>
    Uint8Array.from([...out, x1 >>> 24, (x1 >>> 16) & 255, (x1 >>> 8) & 255, x1 & 255]);
  /** Decoder: what is wrong with the input so far (`atEnd`: also bytes left unread). */
  const damage = (atEnd: boolean) =>
    overrun
      ? 'the data is cut short'
      : atEnd && pos < (input?.length ?? 0)
        ? 'it has bytes left over'
        : atEnd && x !== x1 // the flush bytes are x1: every other value means they were altered
          ? 'its final bytes are altered'
          : null;
  return { bit, finish, damage };
}

/** Gamma code of v >= 0: bit length of v+1 in unary, then its lower bits, all adaptive. */
function codeNumber(bit: BitCoder, base: number, v: number): number {
  const k = 31 - Math.clz32(v + 1);
  let len = 0;
  while (len < 30 && bit(base + len, len < k ? 1 : 0)) len++;
  let r = 1;
  for (let i = len - 1; i >= 0; i--) {
    // The top 3 bits form a small tree (context = bits so far); lower bits use their position.
    const ctx = r < 8 ? r : 8 + i;
    r = r * 2 + bit(base + 32 + len * 41 + ctx, ((v + 1) >>> i) & 1);
  }
  return r - 1;
}

/** A byte as an 8-level bit tree under the previous byte's top bits. */
function codeByte(bit: BitCoder, prev: number, value: number): number {
  const base = P_LIT + ((prev >> (8 - LIT_CTX_BITS)) << 8);
  let node = 1;
  for (let i = 7; i >= 0; i--) node = node * 2 + bit(base + node, (value >> i) & 1);
  return node & 255;
}

export function compress(input: Uint8Array): Uint8Array {
  const { bit, finish } = arithmeticCoder();
  const n = input.length;
  codeNumber(bit, P_COUNT, n);
  // Hash chains over 3-byte prefixes find earlier occurrences of the upcoming bytes.
  const head = new Int32Array(1 << 15).fill(-1);
  const chain = new Int32Array(n);
  const hash = (i: number) =>
    Math.imul((input[i]! << 16) | (input[i + 1]! << 8) | input[i + 2]!, 2654435761) >>> 17;
  const insert = (i: number) => {
    if (i + MIN_MATCH > n) return;
    chain[i] = head[hash(i)]!;
    head[hash(i)] = i;
  };
  const find = (i: number): { len: number; dist: number } => {
    let best = { len: 0, dist: 0 };
    if (i + MIN_MATCH > n) return best;
    for (let c = head[hash(i)]!, tries = 0; c >= 0 && tries < MAX_CHAIN; c = chain[c]!, tries++) {
      let len = 0;
      while (i + len < n && input[c + len] === input[i + len]) len++;
      if (len > best.len) best = { len, dist: i - c };
      if (i + len === n) break;
    }
    // A short match far back costs more bits than the literals it replaces.
    if (best.len < MIN_MATCH || (best.len === MIN_MATCH && best.dist > 256)) best.len = 0;
    return best;
  };
  let state = 0; // kinds of the last two tokens (bit 0: last was a match), the isMatch context
  let pending = find(0);
  for (let i = 0; i < n;) {
    const here = pending;
    insert(i);
    const next = find(i + 1);
    if (here.len === 0 || next.len > here.len) {
      // Literal (also when the match one byte later is longer: lazy matching).
      bit(state, 0);
      codeByte(bit, input[i - 1] ?? 0, input[i]!);
      state = (state << 1) & 3;
      pending = next;
      i++;
    } else {
      bit(state, 1);
      codeNumber(bit, P_LEN, here.len - MIN_MATCH);
      codeNumber(bit, P_DIST, here.dist - 1);
      state = ((state << 1) & 3) | 1;
      for (let j = i + 1; j < i + here.len; j++) insert(j);
      i += here.len;
      pending = find(i);
    }
  }
  return finish();
}

/**
 * The byte count a compressed stream declares, read from its first bits without inflating
 * anything, or what is wrong with those bits.
 */
export function declaredLength(data: Uint8Array): number | string {
  const { bit, damage } = arithmeticCoder(data);
  const n = codeNumber(bit, P_COUNT, 0);
  return damage(false) ?? n;
}

/** Inverse of `compress`; returns what is wrong, instead of throwing, for damaged data. */
export function decompress(data: Uint8Array, maxLength = 1 << 26): Uint8Array | string {
  const { bit, damage } = arithmeticCoder(data);
  const n = codeNumber(bit, P_COUNT, 0);
  if (damage(false) !== null) return damage(false)!;
  if (n > maxLength) return `it claims ${n} bytes, more than the limit of ${maxLength}`;
  const out = new Uint8Array(n);
  let state = 0;
  for (let i = 0; i < n && damage(false) === null;) {
    if (!bit(state, 0)) {
      out[i] = codeByte(bit, out[i - 1] ?? 0, 0);
      state = (state << 1) & 3;
      i++;
    } else {
      const len = codeNumber(bit, P_LEN, 0) + MIN_MATCH;
      const dist = codeNumber(bit, P_DIST, 0) + 1;
      if (dist > i || len > n - i) return 'it refers back to data that does not exist';
      for (let j = 0; j < len; j++, i++) out[i] = out[i - dist]!;
      state = ((state << 1) & 3) | 1;
    }
  }
  return damage(true) ?? out;
}
