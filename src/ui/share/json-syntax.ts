/**
 * Where a JSON text first goes wrong and what was expected there. Browsers word JSON.parse
 * errors differently, and some give no position at all, so after JSON.parse fails this
 * scanner walks the text itself (RFC 8259 grammar) to name the place by line and column.
 * It only finds the first error; it builds no values.
 */

export interface JsonSyntaxError {
  /** 0-based character offset. */
  offset: number;
  /** "expected ',' or '}', found 'x'". */
  message: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Scanner {
  private at = 0;
  constructor(private readonly text: string) {}

  run(): void {
    this.space();
    this.value();
    this.space();
    if (this.at < this.text.length)
      throw new Stop(this.at, 'expected nothing after the end of the JSON');
  }

  private space(): void {
    while (/[ \t\n\r]/.test(this.text[this.at] ?? '')) this.at++;
  }

  private expect(char: string, expected: string): void {
    if (this.text[this.at] !== char) throw new Stop(this.at, expected);
    this.at++;
  }

  private value(): void {
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return;
      }
    }
    NUMBER.lastIndex = this.at;
    if (c !== undefined && /[-\d]/.test(c) && NUMBER.test(this.text)) {
      this.at = NUMBER.lastIndex;
      return;
    }
    throw new Stop(this.at, 'expected a value');
  }

  private object(): void {
    this.at++;
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') throw new Stop(this.at, 'expected a "quoted" field name');
      this.string();
      this.space();
      this.expect(':', "expected ':' after the field name");
      this.space();
      this.value();
      this.space();
      if (this.text[this.at] === '}') {
        this.at++;
        return;
      }
      this.expect(',', "expected ',' or '}'");
    }
  }

  private array(): void {
    this.at++;
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      this.value();
      this.space();
      if (this.text[this.at] === ']') {
        this.at++;
        return;
      }
      this.expect(',', "expected ',' or ']'");
    }
  }

  private string(): void {
    this.at++;
    for (;;) {
      const c = this.text[this.at];
      if (c === undefined) throw new Stop(this.at, "expected the closing '\"' of a string");
      if (c === '"') {
        this.at++;
        return;
      }
      if (c < ' ') throw new Stop(this.at, 'expected no control character inside a string');
      if (c === '\\') {
        const escape = this.text[this.at + 1] ?? '';
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) {
            throw new Stop(this.at, 'expected four hex digits after \\u');
          }
          this.at += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escape) || escape === '') {
          throw new Stop(this.at, 'expected a valid escape after \\');
        }
        this.at += 2;
        continue;
      }
      this.at++;
    }
  }
}

function found(text: string, offset: number): string {
  const c = text[offset];
  if (c === undefined) return 'the end of the file';
  if (c === '\n' || c === '\r') return 'the end of the line';
  if (c < ' ') return `control character U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return `'${c}'`;
}

/** The first syntax error in `text`, or null when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    new Scanner(text).run();
    return null;
  } catch (e) {
    if (!(e instanceof Stop)) return null; // nested too deep to walk: say nothing
    return { offset: e.offset, message: `${e.expected}, found ${found(text, e.offset)}` };
  }
}
