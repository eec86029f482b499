import { create } from 'zustand';
import { DEFAULT_LOCALE, type DesignRecord, type Locale, type SavedDesign, type User } from '@lienzo/core';

/**
 * SPEC §4 saving steps: 1 saving image, 2 recording video, 3 uploading video, then done. 0 is idle. 4 comes
 * after 1 for a carousel: its other pages' pictures (issue 23).
 */
export type SavingStep = 0 | 1 | 2 | 3 | 4 | 'done';

/** The design being edited, as the server knows it (empty until it is saved or loaded). */
export interface CurrentDesign {
  id: number;
  hash: string;
  user_id: number;
  board_id: number | null;
  title: string;
}

/** SPEC §3 "App state", kept for the web app. */
export interface AppState {
  source: 'webapp' | 'external';
  lang: Locale;
  user: User | null;
  /**
   * SPEC §4 touched: something differs from what was last saved or loaded. It is derived (see
   * {@link touchedState}): the canvas changed since (the engine's own flag) or video mode differs from the saved
   * design's (the Video toggle changes no canvas object, so the engine cannot know).
   */
  touched: boolean;
  /** The engine's touched flag: the canvas differs from the revision last marked saved. */
  canvasTouched: boolean;
  /** Video mode of the design as last saved or loaded (off for a new one): toggling back to it is no change. */
  savedAnimation: boolean;
  saved: boolean;
  saving_step: SavingStep;
  saving_error: boolean;
  design: CurrentDesign | null;
  /** A saved design is being fetched and opened: the canvas area says it is busy meanwhile. */
  loadingDesign: boolean;
  /** Grows after each save so open galleries reload. */
  galleryVersion: number;
  sidebarCollapsed: boolean;
  /** The layout the setup asked to start on (SPEC §4), or null for none. */
  initialLayout: string | null;
  /** The scheduler product's address (SCHEDULER_URL via GET /api/me), or null: no way back offered. */
  schedulerUrl: string | null;
  /**
   * Video mode (SPEC §4): on when the loaded design or template is a video, or by the header's Video toggle.
   * A save in video mode records and uploads the video; off, the save is an image and carries none.
   */
  animation: boolean;
  /** SPEC §4: features are enabled in dev, or when the embedding host's app.init passes them. */
  features_enabled: boolean;
  /** The recording's progress in step 2 of a video save, 0 to 1. */
  saving_progress: number;

  setUser(user: User | null): void;
  setLang(lang: Locale): void;
  /** The engine's touched flag changed (the canvas alone; video mode is compared apart). */
  setTouched(touched: boolean): void;
  toggleSidebar(): void;
  setAnimation(on: boolean): void;
  /** A save finished: the video mode it saved is now the saved design's. */
  animationSaved(on: boolean): void;
  savingStarted(): void;
  /** Moves a save on to a later step (SPEC §4: 2 recording the video, 3 uploading it; 4 a carousel's pages). */
  savingStep(step: 2 | 3 | 4): void;
  savingProgress(fraction: number): void;
  savingFailed(): void;
  savingFinished(): void;
  /** SPEC §4 "Design saved": data set, saved. */
  designSaved(saved: SavedDesign, details: { title: string; board_id: number | null }): void;
  /** Designs were stored besides the one on the canvas (magic-resize copies): the galleries list them anew. */
  galleryChanged(): void;
  setLoadingDesign(loading: boolean): void;
  /** SPEC §4 "Design loaded" (saved, clean) or, for someone else's design, "cloned" (not saved). */
  designLoaded(record: DesignRecord): void;
  /**
   * SPEC §4 "App reset" and "Template loaded": data cleared, not saved, untouched; video mode off, or on for a
   * video template.
   */
  designCleared(animation?: boolean): void;
}

/** The derived SPEC §4 touched flag, set with each change of what it is made of. */
export function touchedState(
  state: Pick<AppState, 'canvasTouched' | 'animation' | 'savedAnimation'>,
): Pick<AppState, 'canvasTouched' | 'animation' | 'savedAnimation' | 'touched'> {
  return { ...state, touched: state.canvasTouched || state.animation !== state.savedAnimation };
}

export const useAppStore = create<AppState>()((set, get) => ({
  source: 'webapp',
  lang: DEFAULT_LOCALE,
  user: null,
  touched: false,
  canvasTouched: false,
  savedAnimation: false,
  saved: false,
  saving_step: 0,
  saving_error: false,
  design: null,
  loadingDesign: false,
  galleryVersion: 0,
  sidebarCollapsed: false,
  initialLayout: null,
  schedulerUrl: null,
  animation: false,
  features_enabled: false,
  saving_progress: 0,

  setUser: (user) => set({ user }),
  setLoadingDesign: (loadingDesign) => set({ loadingDesign }),
  setLang: (lang) => set({ lang }),
  setTouched: (canvasTouched) => set(touchedState({ ...get(), canvasTouched })),
  toggleSidebar: () => set({ sidebarCollapsed: !get().sidebarCollapsed }),
  setAnimation: (animation) => set(touchedState({ ...get(), animation })),
  animationSaved: (savedAnimation) => set(touchedState({ ...get(), savedAnimation })),
  savingStarted: () => set({ saving_step: 1, saving_error: false, saving_progress: 0 }),
  savingStep: (saving_step) => set({ saving_step, saving_progress: 0 }),
  savingProgress: (fraction) => set({ saving_progress: Math.min(1, Math.max(0, fraction)) }),
  savingFailed: () => set({ saving_step: 0, saving_error: true }),
  savingFinished: () => set({ saving_step: 'done' }),
  designSaved: (saved, { title, board_id }) =>
    set({
      design: { id: saved.id, hash: saved.hash, user_id: saved.user_id, board_id, title },
      saved: true,
      galleryVersion: get().galleryVersion + 1,
    }),
  galleryChanged: () => set({ galleryVersion: get().galleryVersion + 1 }),
  designLoaded: (record) => {
    const owner = get().user?.id === record.user_id;
    const animation = record.post_type === 'video';
    set({
      design: {
        id: record.id,
        hash: record.hash,
        user_id: record.user_id,
        board_id: record.board_id,
        title: record.title,
      },
      saved: owner,
      ...touchedState({ canvasTouched: false, animation, savedAnimation: animation }),
    });
  },
  designCleared: (animation = false) =>
    set({
      design: null,
      saved: false,
      ...touchedState({ canvasTouched: false, animation, savedAnimation: animation }),
    }),
}));

export const isSaving = (state: Pick<AppState, 'saving_step'>) =>
  state.saving_step !== 0 && state.saving_step !== 'done';
