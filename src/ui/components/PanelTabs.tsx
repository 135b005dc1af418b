/**
 * The workbench's panel tabs (the WAI-ARIA tabs pattern): one tab per group of state
 * panels, the scenario's main one first; ←/→, Home and End move between tabs and select
 * them. The selected tab's panels render inside the one tab panel below (every shown run's
 * column at once). Leaves out what each tab holds (StatePanels).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PanelTab, PanelTabId } from '../panels/panel-tabs.ts';
import { tabIndexForKey } from './tab-keys.ts';

export interface PanelTabsProps {
  tabs: readonly PanelTab[];
  selected: PanelTabId;
  onSelect: (tab: PanelTabId) => void;
  children: ReactNode;
}

export function PanelTabs({ tabs, selected, onSelect, children }: PanelTabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const at = tabs.findIndex((t) => t.id === selected);
    const next = tabIndexForKey(e.key, at, tabs.length);
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (tab === undefined) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  return (
    <div className="panel-tabs" data-testid="panel-tabs">
      <div
        className="panel-tablist"
        role="tablist"
        aria-label="State panels"
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const on = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-${tab.id}`}
              data-tab={tab.id}
              aria-selected={on}
              aria-controls={`${id}-panel`}
              tabIndex={on ? 0 : -1}
              className={on ? 'panel-tab is-selected' : 'panel-tab'}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        className="panel-tabpanel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        data-testid="panel-tabpanel"
        data-tab={selected}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
