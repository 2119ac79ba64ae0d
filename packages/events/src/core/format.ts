/** Split a list into consecutive groups of `size` (the last may be shorter). */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += step) out.push(list.slice(i, i + step));
  return out;
}

/** Digit layout: blocks (one recall page, 'Block N') of rows of single-character cells. */
export type DigitBlock = string[][];

/** Cut characters into scoring rows of `rowLength`, then rows into blocks of `rowsPerBlock`. */
export function digitBlocks(chars: readonly string[], rowLength: number, rowsPerBlock: number): DigitBlock[] {
  return chunk(chunk(chars, rowLength), rowsPerBlock);
}

/** A row as the memorize view prints it: a space after every `hs` characters. */
export function groupRow(cells: readonly string[], hs: number): string {
  return chunk(cells, hs)
    .map((group) => group.join(''))
    .join(' ');
}

/** '0123456789' with format '3-3-4' → '012 345 6789'. Extra or missing digits are kept as they are. */
export function formatPhone(phone: string, format: string): string {
  const sizes = format.split('-').map(Number);
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= phone.length) break;
    parts.push(phone.slice(at, at + size));
    at += size;
  }
  if (at < phone.length) parts.push(phone.slice(at));
  return parts.join(' ');
}
