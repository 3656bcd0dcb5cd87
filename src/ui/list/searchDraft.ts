/**
 * The search as typed, ahead of the URL. Writing the URL on every keystroke re-renders everything
 * under the router (in a transition, which can even drop a key typed before it lands) and browsers
 * limit how often a page may replace its history entry, so a list shows and filters by the typed
 * text at once and writes it to the URL when typing pauses. Pure: `useListParams` holds the state.
 */
export interface SearchDraft {
  /** What the search box holds. */
  q: string;
  /** The URL searches the draft stands over: the one it was typed over and each one written from it since. */
  over: readonly string[];
  /** Typed, but not yet asked of the URL. */
  unwritten: boolean;
}

/** Searches written while earlier writes may still be landing; older ones cannot come back. */
const REMEMBERED_WRITES = 8;

/** After a keystroke: `q` is shown at once and waits to be written. */
export function typeSearch(draft: SearchDraft | null, q: string, urlSearch: string): SearchDraft {
  return { q, over: draft ? draft.over : [urlSearch], unwritten: true };
}

/** Once the draft's text is asked of the URL. */
export function writeSearch(draft: SearchDraft): SearchDraft {
  return { q: draft.q, over: [...draft.over, draft.q].slice(-REMEMBERED_WRITES), unwritten: false };
}

/**
 * The draft still worth showing given the URL's search, or null: once the URL has what was typed,
 * or when something else moved the URL (Back, a link to the same list), the URL is the truth again.
 */
export function settleSearch(draft: SearchDraft | null, urlSearch: string): SearchDraft | null {
  if (draft === null) return null;
  if (urlSearch === draft.q) return draft.unwritten ? draft : null;
  return draft.over.includes(urlSearch) ? draft : null;
}

/** What the list shows and filters by. */
export function shownSearch(draft: SearchDraft | null, urlSearch: string): string {
  return settleSearch(draft, urlSearch)?.q ?? urlSearch;
}
