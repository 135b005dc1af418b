/**
 * Input echoed in a message: always on one line and cut short, so a refusal quoting a
 * hostile value stays one readable line (line breaks escaped as \n, at most 40 characters
 * of the value). It leaves out any other formatting of messages.
 */

const MAX_QUOTED = 40;

function clip(text: string): string {
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}...` : text;
}

/** A value as it was given, as JSON on one line, cut short. */
export function quote(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value));
}

/** Text from the input (a key, an id, a `--set` argument) on one line, cut short. */
export function oneLine(text: string): string {
  return clip(JSON.stringify(text).slice(1, -1));
}
