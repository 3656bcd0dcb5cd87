import { Route, Routes } from 'react-router-dom';
import { ScriptDetailPage } from './ScriptDetailPage';
import { StartupScriptsPage } from './StartupScriptsPage';

// Route module for /teams/:teamId/startup-scripts/* (lazily loaded by src/app/areas.ts).
export function Component() {
  return (
    <Routes>
      <Route index element={<StartupScriptsPage />} />
      <Route path=":id" element={<ScriptDetailPage />} />
    </Routes>
  );
}
