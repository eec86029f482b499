// The faces the app's own interface is drawn in, bundled with it. The catalogue's other faces come from the
// server (`/fonts/free/…`); these are not registered twice.
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';

/** `family|weight|style` of each bundled face. */
export const UI_FACES: ReadonlySet<string> = new Set([
  'Open Sans|400|normal',
  'Open Sans|600|normal',
  'Open Sans|700|normal',
]);
