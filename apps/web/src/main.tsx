import './zodWithoutEval';
import { runEffectsAfterCommit } from './preact/effectTiming';
import { installComponentStacks } from './preact/componentStack';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './fonts/uiFonts';
import './styles/base.css';
import { App } from './App';
import { installUnhandledRequestAlert } from './api/unhandledFailures';
import { boot } from './boot';
import { installErrorReports } from './errors/installErrorReports';
import { api } from './api/client';
import { loadEngine } from './engine/loadEngine';
import { preloadRoute } from './routes';
import { readInitialLayout } from './shell/initialLayout';
import { currentRoutePath } from './shell/navigation';

runEffectsAfterCommit();
installComponentStacks();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

installUnhandledRequestAlert();
installErrorReports(api.reportError);
// A failure is shown by the canvas, which awaits the same promise.
loadEngine().catch(() => undefined);

// The drawer in view comes beside the boot, so the first render shows it instead of a loading line.
const routeShown = preloadRoute(currentRoutePath(), readInitialLayout(window.location.search)).catch(
  () => undefined,
);

void Promise.all([boot(), routeShown]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
