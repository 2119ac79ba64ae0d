/** Shape of a fictional date-event template, shared by dates.ts and the dates-templates-*.ts lists. */

/** A sentence with slots; each slot is a hand-written list, `render` fills one entry of each. */
export interface Template {
  readonly slots: readonly (readonly string[])[];
  readonly render: (parts: readonly string[]) => string;
}

/** `parts[i]`, which the mixed-radix decomposition always provides. */
export function at(parts: readonly string[], i: number): string {
  return parts[i] ?? '';
}
