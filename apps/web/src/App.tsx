import { Router } from 'wouter';
import { AppShell } from './shell/AppShell';
import { useHashRoute } from './shell/navigation';

export function App() {
  return (
    <Router hook={useHashRoute}>
      <AppShell />
    </Router>
  );
}
