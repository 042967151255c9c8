/** A LIKE pattern that finds the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Today as YYYY-MM-DD (UTC), the day contract prices must be valid on unless asked otherwise. */
export const today = () => new Date().toISOString().slice(0, 10);
