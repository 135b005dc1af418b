/** Exhaustiveness guard for discriminated unions: a missing case fails to compile. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`unexpected ${what}: ${JSON.stringify(value)}`);
}
