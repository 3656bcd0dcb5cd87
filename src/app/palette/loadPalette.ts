/** The command palette's chunk, loaded the first time it opens (or is about to: a pointer over its button). */
export const loadPalette = () => import('./CommandPalette');
