import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from './messages.ts';
import { readUiMessage } from './read.ts';

describe('readUiMessage', () => {
  it.each(['cancel', 'pause', 'resume'] as const)('reads a %s message by runId', (type) => {
    expect(readUiMessage({ type, runId: 4 })).toEqual({ ok: true, message: { type, runId: 4 } });
    expect(readUiMessage({ type, runId: -2 })).toMatchObject({
      ok: false,
      message: `${type} message has no valid runId`,
    });
  });

  it('names the field of a malformed run message', () => {
    const base = { type: 'run', protocol: PROTOCOL_VERSION, runId: 1, variant: null, seed: null };
    expect(readUiMessage({ ...base, traceLimit: -1, scenario: {} })).toMatchObject({
      ok: false,
      runId: 1,
      message: expect.stringContaining('traceLimit'),
    });
    expect(readUiMessage({ ...base, traceLimit: 0 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('scenario'),
    });
  });

  it('refuses an unknown type and another protocol version', () => {
    expect(readUiMessage({ type: 'explode', runId: 1 })).toMatchObject({ ok: false, runId: 1 });
    expect(readUiMessage({ type: 'run', protocol: 1, runId: 2 })).toMatchObject({
      ok: false,
      code: 'protocol-mismatch',
    });
  });
});
