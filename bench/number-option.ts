/**
 * The development tools' one kind of option, `--flag N`: taken out of the argument list
 * (what remains are the tool's positional arguments), or the fallback when absent.
 */
export function takeNumberOption(args: string[], flag: string, fallback: number): number {
  const at = args.indexOf(flag);
  return at < 0 ? fallback : Number(args.splice(at, 2)[1]);
}
