/**
 * The page as an embed, in an iframe of a course page: the scenario's title (and how the
 * run was edited), the presentation buttons and a link to open the full app, above the
 * notices and the stage it is given, fitted to the frame. Leaves out the run controls and
 * the page's tabs, and when it plays (an embed waits for Play unless its link says
 * `autoplay=1`: Workspace.tsx).
 */
import type { ReactNode } from 'react';
import { PresentationBar } from '../components/PresentationBar.tsx';
import { differencesText, type Difference } from './scenario-differences.ts';
import type { Presentation } from './use-presentation.ts';

export interface EmbedPageProps {
  title: string;
  /** How the run differs from the built-in it names; none for an unedited run. */
  differences: readonly Difference[];
  presentation: Presentation;
  /** The same run in the full app. */
  fullUrl: string;
  /** The notices and the stage. */
  children: ReactNode;
}

export function EmbedPage({ title, differences, presentation, fullUrl, children }: EmbedPageProps) {
  return (
    <main className="app app-embed first-screen" data-testid="app-embed">
      <header className="embed-header">
        <div>
          <h1 className="embed-title">{title}</h1>
          {differences.length > 0 && (
            <p className="embed-differences" data-testid="edited-differences">
              {differencesText(differences)}
            </p>
          )}
        </div>
        <div className="embed-actions">
          <PresentationBar presentation={presentation} />
          <a href={fullUrl} target="_blank" rel="noopener">
            Open in Lockstep
          </a>
        </div>
      </header>
      {children}
    </main>
  );
}
