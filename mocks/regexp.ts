/** Escapes a catalogue string for use inside a RegExp (labels may hold brackets, parentheses, dots and the like). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
