import { describe, expect, it } from 'vitest';
import { choosePanelTabs, type RunPanelFacts } from './panel-tabs.ts';

const locking: RunPanelFacts = { claims: [], locks: true, log: true };

describe('the workbench panel tabs', () => {
  it('put the locks first for a plain locking run', () => {
    const choice = choosePanelTabs([locking]);
    expect(choice.main).toBe('locks');
    expect(choice.tabs.map((t) => t.label)).toEqual([
      'Locks',
      'Log',
      'Devices',
      'Counters',
      'Events',
    ]);
  });

  it("put a technique's own panel first under its name when it claims the main place", () => {
    const tls: RunPanelFacts = {
      claims: [{ tab: 'technique', label: 'CPUs' }],
      locks: false,
      log: false,
    };
    const choice = choosePanelTabs([tls]);
    expect(choice.main).toBe('technique');
    expect(choice.tabs.map((t) => t.label)).toEqual(['CPUs', 'Devices', 'Counters', 'Events']);
  });

  it('let one compared run with a technique on choose the main tab for all runs', () => {
    const elr: RunPanelFacts = { ...locking, claims: [{ tab: 'log' }] };
    const choice = choosePanelTabs([locking, elr]);
    expect(choice.main).toBe('log');
    expect(choice.tabs[0]).toEqual({ id: 'log', label: 'Log' });
    expect(choice.tabs).toHaveLength(5);
  });

  it('fall back to the devices when nothing takes locks', () => {
    expect(choosePanelTabs([{ claims: [], locks: false, log: false }]).main).toBe('devices');
  });
});
