import { Navigate } from 'react-router';
import { useAppStore } from '../state/appStore';
import { homeRouteFor } from './initialLayout';

/** `/` (SPEC §2): /templates, or /instagram when the editor starts on a story. */
export function HomeRedirect() {
  const initialLayout = useAppStore((state) => state.initialLayout);
  return <Navigate to={homeRouteFor(initialLayout)} replace />;
}
