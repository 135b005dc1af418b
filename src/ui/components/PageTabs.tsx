/**
 * The page's own tabs (the WAI-ARIA tabs pattern): the workbench first, then the results
 * (throughput over time, the table and its charts), a sweep, the parameter editor and
 * sharing, each one click away, so the first screen is the workbench alone and never
 * scrolls. Every panel stays mounted while hidden: a sweep keeps drawing, the editor keeps
 * unapplied edits and the charts keep their state while another tab shows. ←/→, Home and
 * End move between tabs. Leaves out what each panel holds (Workspace.tsx).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tab-keys.ts';

export type PageTabId = 'workbench' | 'results' | 'sweep' | 'parameters' | 'share';

export const PAGE_TABS: readonly { id: PageTabId; label: string }[] = [
  { id: 'workbench', label: 'Workbench' },
  { id: 'results', label: 'Results' },
  { id: 'sweep', label: 'Sweep' },
  { id: 'parameters', label: 'Parameters' },
  { id: 'share', label: 'Share and export' },
];

const tabId = (base: string, id: PageTabId): string => `${base}-tab-${id}`;
const panelId = (base: string, id: PageTabId): string => `${base}-panel-${id}`;

export interface PageTabListProps {
  /** Prefix of the tabs' and panels' element ids (one `useId` per page). */
  idBase: string;
  selected: PageTabId;
  onSelect: (tab: PageTabId) => void;
}

export function PageTabList({ idBase, selected, onSelect }: PageTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const at = PAGE_TABS.findIndex((t) => t.id === selected);
    const next = tabIndexForKey(e.key, at, PAGE_TABS.length);
    if (next === null) return;
    e.preventDefault();
    e.stopPropagation();
    const tab = PAGE_TABS[next]!;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-page-tab="${tab.id}"]`)?.focus();
  };
  return (
    <div
      className="page-tabs"
      role="tablist"
      aria-label="Page"
      ref={listRef}
      onKeyDown={onKeyDown}
      data-testid="page-tabs"
    >
      {PAGE_TABS.map((tab) => {
        const on = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            data-page-tab={tab.id}
            aria-selected={on}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={on ? 0 : -1}
            className={on ? 'page-tab is-selected' : 'page-tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface PageTabPanelProps {
  idBase: string;
  tab: PageTabId;
  selected: PageTabId;
  className?: string;
  children: ReactNode;
}

/** A tab's panel: mounted always, hidden unless its tab is selected. */
export function PageTabPanel({ idBase, tab, selected, className, children }: PageTabPanelProps) {
  return (
    <div
      className={className === undefined ? 'page-tabpanel' : `page-tabpanel ${className}`}
      role="tabpanel"
      id={panelId(idBase, tab)}
      aria-labelledby={tabId(idBase, tab)}
      hidden={tab !== selected}
      data-page-panel={tab}
    >
      {children}
    </div>
  );
}
