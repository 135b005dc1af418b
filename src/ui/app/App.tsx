/**
 * The app: reads the address (a shared link, or none) once, then hands the start-up state
 * to the workspace. A page without any bundled scenario says so.
 */
import { useMemo } from 'react';
import { appStartup } from './app-startup.ts';
import { Workspace } from './Workspace.tsx';
import './app.css';

export function App() {
  const startup = useMemo(() => appStartup(window.location.hash), []);
  if (startup === null) {
    return (
      <main className="app">
        <h1>Lockstep</h1>
        <p role="alert">No built-in scenarios were bundled.</p>
      </main>
    );
  }
  return <Workspace startup={startup} />;
}
