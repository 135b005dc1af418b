/**
 * Input echoed in a message: always on one line and cut short, so a refusal quoting a
 * hostile value stays one readable line (line breaks escaped as \n, also the Unicode line
 * and paragraph separators and NEL, at most 40 characters of the value). It leaves out any
 * other formatting of messages.
 */

const MAX_QUOTED = 40;
/** Longest message from elsewhere (a JSON parser's) kept whole on its line. */
const MAX_LINE = 300;

function clip(text: string, max = MAX_QUOTED): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** JSON.stringify leaves these as they are, yet many viewers break the line at them. */
function escapeSeparators(text: string): string {
  return text.replace(
    /[\u0085\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A value as it was given, as JSON on one line, cut short. */
export function quote(value: unknown): string {
  return clip(escapeSeparators(JSON.stringify(value) ?? String(value)));
}

/** Text from the input (a key, an id, a `--set` argument) on one line, cut short. */
export function oneLine(text: string): string {
  return clip(escapeSeparators(JSON.stringify(text).slice(1, -1)));
}

/** `text` with its control characters and line separators escaped, nothing else changed. */
export function withoutLineBreaks(text: string): string {
  let out = '';
  for (const c of text) out += c < ' ' || c === '\u007f' ? JSON.stringify(c).slice(1, -1) : c;
  return escapeSeparators(out);
}

/** A message that may quote input (a JSON parser's): on one line, at most 300 characters. */
export function asOneLine(message: string): string {
  return clip(withoutLineBreaks(message), MAX_LINE);
}
