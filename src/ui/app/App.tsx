/**
 * The app: reads the address (a shared link, or none) once, loads the built-in it names
 * when that is not the bundled default, then hands the start-up state to the workspace.
 */
import { useEffect, useState } from 'react';
import { appStartup, type AppStartup } from './app-startup.ts';
import { Workspace } from './Workspace.tsx';
import './app.css';

export function App() {
  const [startup, setStartup] = useState<AppStartup | null>(null);
  useEffect(() => {
    let live = true;
    void appStartup(window.location.hash).then((s) => {
      if (live) setStartup(s);
    });
    return () => {
      live = false;
    };
  }, []);
  if (startup === null) {
    return (
      <main className="app" aria-busy="true">
        <h1>Lockstep</h1>
      </main>
    );
  }
  return <Workspace startup={startup} />;
}
