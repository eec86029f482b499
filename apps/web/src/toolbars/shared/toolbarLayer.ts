import { createContext } from 'react';

/**
 * The toolbar element its popovers are drawn in: inside the toolbar (their accessible context), outside its
 * bar of controls, whose sideways scrolling would otherwise cut them off. Null outside a toolbar, or before
 * it is drawn (a popover is then drawn in the page's body).
 */
export const ToolbarLayer = createContext<HTMLElement | null>(null);
