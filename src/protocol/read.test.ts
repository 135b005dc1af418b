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
    const base = { type: 'run', protocol: PROTOCOL_VERSION, runId: 1 };
    const run = { variant: null, param: null, value: null, doc: {} };
    expect(readUiMessage({ ...base, traceLimit: -1, run })).toMatchObject({
      ok: false,
      runId: 1,
      message: expect.stringContaining('traceLimit'),
    });
    expect(readUiMessage({ ...base, traceLimit: 0 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('run.doc'),
    });
    expect(readUiMessage({ ...base, traceLimit: 0, run: { ...run, param: 3 } })).toMatchObject({
      ok: false,
      message: expect.stringContaining('run.param'),
    });
  });

  it('reads a resolved run, keeping only its known fields', () => {
    const run = { variant: 'elr', param: 'workload.terminals', value: 8, doc: { id: 'x' } };
    const read = readUiMessage({
      type: 'run',
      protocol: PROTOCOL_VERSION,
      runId: 3,
      traceLimit: 10,
      run: { ...run, extra: true },
    });
    expect(read).toEqual({
      ok: true,
      message: { type: 'run', protocol: PROTOCOL_VERSION, runId: 3, traceLimit: 10, run },
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
