// The heading levels the editor offers and the renderer keeps (a higher level renders as h4). A
// module of its own so the panel's lazily loaded editor imports no zod with it.
export const HEADING_LEVELS: readonly number[] = [1, 2, 3, 4];
