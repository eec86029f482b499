/** The pure rules of local drafts (issue 11): which key a design's draft has, which drafts go, which win. */

/** The key of the design being edited without a saved record. */
export const NEW_DRAFT_KEY = 'new';
/** How many drafts are kept; older ones are pruned. */
export const DRAFTS_KEPT = 5;
/** The largest draft written (characters of its JSON); a larger one is refused. */
export const DRAFT_MAX_CHARS = 10 * 1024 * 1024;
/** How long after the last change the draft is written: well inside the 500 ms the issue allows. */
export const DRAFT_DEBOUNCE_MS = 300;

export interface DraftInfo {
  key: string;
  /** When it was written, in ms since the epoch. */
  savedAt: number;
}

/** The design's hash when it has one, else the shared key of an unsaved design. */
export function draftKey(design: { hash: string } | null): string {
  return design?.hash ? design.hash : NEW_DRAFT_KEY;
}

/** The keys to delete so that only the `kept` newest drafts stay (newest first is kept). */
export function draftsToPrune(drafts: readonly DraftInfo[], kept = DRAFTS_KEPT): string[] {
  return [...drafts]
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(Math.max(0, kept))
    .map((draft) => draft.key);
}

/** The newest draft, or null when there is none. */
export function newestDraft<Draft extends DraftInfo>(drafts: readonly Draft[]): Draft | null {
  let newest: Draft | null = null;
  for (const draft of drafts) if (!newest || draft.savedAt > newest.savedAt) newest = draft;
  return newest;
}

/** Whether a design's draft was written after the saved record it would replace (an unreadable date: yes). */
export function isNewerThanRecord(draft: DraftInfo, updatedAt: string): boolean {
  const saved = Date.parse(updatedAt);
  return Number.isNaN(saved) || draft.savedAt > saved;
}

/** Whether the draft is small enough to write, measured on its JSON. */
export function fitsDraftCap(json: string, cap = DRAFT_MAX_CHARS): boolean {
  return json.length <= cap;
}
