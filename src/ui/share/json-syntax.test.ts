/** The JSON scanner agrees with JSON.parse and points at the first mistake. */
import { describe, expect, it } from 'vitest';
import textbook from '../../../scenarios/textbook-2pl.json';
import { findJsonSyntaxError } from './json-syntax.ts';

describe('findJsonSyntaxError', () => {
  it('finds nothing wrong in valid JSON', () => {
    for (const text of [
      JSON.stringify(textbook, null, 2),
      ' 1 ',
      '-0.5e+3',
      '"a\\u00e9\\n\\"b"',
      '{"a":[true,false,null,{}],"b":[]}',
    ]) {
      expect(findJsonSyntaxError(text)).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it('points at the first mistake with what was expected', () => {
    const cases: [string, number, string][] = [
      ['{"a":1,}', 7, 'expected a "quoted" field name, found \'}\''],
      ['{"a" 1}', 5, "expected ':' after the field name, found '1'"],
      ['{"a":1', 6, "expected ',' or '}', found the end of the file"],
      ['[1,2,]', 5, "expected a value, found ']'"],
      ['[1 2]', 3, "expected ',' or ']', found '2'"],
      [
        '{"a":"x\ny"}',
        7,
        'expected no control character inside a string, found the end of the line',
      ],
      ['"\\x"', 1, "expected a valid escape after \\, found '\\'"],
      ['{"a":1}x', 7, "expected nothing after the end of the JSON, found 'x'"],
      ["{'a':1}", 1, "expected a \"quoted\" field name, found '''"],
      ['01', 1, "expected nothing after the end of the JSON, found '1'"],
      ['', 0, 'expected a value, found the end of the file'],
    ];
    for (const [text, offset, message] of cases) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(findJsonSyntaxError(text), text).toEqual({ offset, message });
    }
  });
});
