const english = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right number, as the product writes it: "1 second", "2 seconds",
 * "1.5 seconds", "1,200 faces". `other` is the plural when it is not the noun plus "s".
 */
export function countOf(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${english.select(n) === 'one' ? one : other}`;
}
