import { Router } from 'wouter';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { AppShell } from './shell/AppShell';
import { useHashRoute } from './shell/navigation';

export function App() {
  return (
    <Router hook={useHashRoute}>
      <ErrorBoundary boundary="app">
        <AppShell />
      </ErrorBoundary>
    </Router>
  );
}
