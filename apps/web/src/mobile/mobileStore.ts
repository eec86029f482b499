import { create } from 'zustand';

/** On mobile one tool is shown at a time (SPEC §1): the drawer, the canvas, the pages or the layers list. */
export type MobileView = 'drawer' | 'canvas' | 'pages' | 'layers';

interface MobileStore {
  view: MobileView;
  show(view: MobileView): void;
}

export const useMobileStore = create<MobileStore>()((set) => ({
  view: 'drawer',
  show: (view) => set({ view }),
}));
