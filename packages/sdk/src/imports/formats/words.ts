/**
 * A broker's own word for a row, turned into the word the activity reader knows (Buy, Dividend,
 * TRANSFER_IN …); the row's text unchanged when none matches, so it is skipped under its own name.
 */
export function kindFrom(text: string | undefined, table: readonly (readonly [RegExp, string])[]): string | undefined {
  const written = text?.trim();
  if (!written) return text;
  return table.find(([pattern]) => pattern.test(written))?.[1] ?? written;
}

/** A cell's text, or undefined when it is empty. */
export function filled(text: string | undefined): string | undefined {
  return text?.trim() ? text.trim() : undefined;
}

/** A fund's or security's name as an instrument symbol, for a file that writes no code: at most 32 characters, spaces as `-`. */
export function nameAsSymbol(name: string): string {
  return name.replace(/[^A-Za-z0-9.\-:=/^]+/g, ' ').trim().slice(0, 32).trim().replace(/ /g, '-');
}

/** A number's text without its sign, for a column whose sign says the direction the kind already says. */
export function unsigned(text: string | undefined): string | undefined {
  return text?.trim().replace(/^[-+]/, '');
}

/**
 * Money over units as a price's text, to twelve significant digits (the division, not the file, writes the rest), for
 * a file that states a trade's total but not its price; undefined unless both are above zero.
 */
export function pricePerUnit(money: number, units: number): string | undefined {
  return money > 0 && units > 0 ? String(Number((money / units).toPrecision(12))) : undefined;
}
