/**
 * Number formatting for the UI: one fixed locale so figures read the same everywhere and
 * match what the CLI prints in magnitude. Leaves out unit conversion: callers pass ms.
 */
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Milliseconds or transactions per second, one decimal: `215.7`. */
export function formatDecimal(x: number): string {
  return oneDecimal.format(x);
}

/** Counts, with thousands separators: `9,258`. */
export function formatCount(x: number): string {
  return whole.format(x);
}

/** A fraction in [0, 1] as a whole percentage: `45%`. */
export function formatPercent(fraction: number): string {
  return `${whole.format(Math.max(0, Math.min(1, fraction)) * 100)}%`;
}

/**
 * A measured figure with digits that suit its magnitude, so small values keep their order
 * (0.456 against 0.412) and large ones do not pretend to precision: whole numbers with
 * separators from 1,000 (`1,538`), one decimal from 10 (`215.7`, `12.3`), two from 1
 * (`4.56`), three significant figures below 1 (`0.456`, `0.0123`).
 */
export function formatMagnitude(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const size = Math.abs(x);
  if (size === 0) return '0';
  if (size >= 1000) return whole.format(x);
  if (size >= 10) return oneDecimal.format(x);
  if (size >= 1) return twoDecimals.format(x);
  const decimals = Math.min(12, 2 - Math.floor(Math.log10(size)));
  return x.toFixed(decimals);
}

const upToFourFigures = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/**
 * A value someone chose or counted (a swept parameter, a window width, a number of commits):
 * written as given, without padding zeros, up to four significant figures, with separators
 * (`10`, `1,000`, `0.25`, `1.5`).
 */
export function formatSetting(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  return Number.isInteger(x) ? whole.format(x) : upToFourFigures.format(x);
}

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const factor = (x: number): string => (x < 10 ? oneDecimal.format(x) : formatMagnitude(x));

/**
 * A time against a reference time, in words: `ratio` is time ÷ reference time. "5% slower
 * than sequential", "2.3× slower", "12% less time than sequential", "1.9× faster", or
 * "the same time as" within half a percent.
 */
export function timeComparedInWords(ratio: number, reference: string): string {
  if (!Number.isFinite(ratio) || ratio <= 0) return '';
  if (Math.abs(ratio - 1) < 0.005) return `the same time as ${reference}`;
  if (ratio > 1) {
    return ratio >= 2
      ? `${factor(ratio)}× slower than ${reference}`
      : `${whole.format((ratio - 1) * 100)}% slower than ${reference}`;
  }
  const speedup = 1 / ratio;
  return speedup >= 1.5
    ? `${factor(speedup)}× faster than ${reference}`
    : `${whole.format((1 - ratio) * 100)}% less time than ${reference}`;
}

const twoFigures = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * A throughput against a reference throughput, in words: `ratio` is rate ÷ reference rate.
 * "2.0× the throughput of 2PL" from one and a half times up, "5% more throughput than 2PL", "12% less
 * throughput than 2PL", "0.33× the throughput of 2PL" below half, or "the same throughput
 * as 2PL" within half a percent.
 */
export function rateComparedInWords(ratio: number, reference: string): string {
  if (!Number.isFinite(ratio) || ratio < 0) return '';
  if (Math.abs(ratio - 1) < 0.005) return `the same throughput as ${reference}`;
  if (ratio >= 1.5) return `${factor(ratio)}× the throughput of ${reference}`;
  if (ratio < 0.5) return `${twoFigures.format(ratio)}× the throughput of ${reference}`;
  return ratio > 1
    ? `${whole.format((ratio - 1) * 100)}% more throughput than ${reference}`
    : `${whole.format((1 - ratio) * 100)}% less throughput than ${reference}`;
}

/** One formatter per number of decimals: making one costs far more than using it. */
const FIXED_FORMATS = new Map<number, Intl.NumberFormat>();

/**
 * A value with a fixed number of decimals and thousands separators ('—' when not finite):
 * for tables that set their own precision, as a paper page does to match the paper's.
 */
export function formatFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return '—';
  let format = FIXED_FORMATS.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    FIXED_FORMATS.set(digits, format);
  }
  return format.format(x);
}
