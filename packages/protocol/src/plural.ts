const english = new Intl.PluralRules('en-US');

/**
 * `n.toLocaleString('en-US')` for a finite n ≥ 0 in plain notation (at most three decimals,
 * rounded half away from zero on the number's shortest decimal form, thousands grouped by commas),
 * without Intl. A page's first number format loads ICU's number data, which takes 40–120 ms on a
 * slow phone's CPU: the game's result screen paid it on its first paint. Anything else (negative,
 * exponent form, NaN) goes to toLocaleString.
 */
export function formatNumber(n: number): string {
  const plain = String(n);
  if (!(n > 0 || Object.is(n, 0)) || plain.includes('e') || !Number.isFinite(n)) {
    return n.toLocaleString('en-US');
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, 3).padEnd(3, '0');
  if ((fraction[3] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(4, '0');
  const intPart = digits.slice(0, -3);
  const decimals = digits.slice(-3).replace(/0+$/, '');
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/**
 * A count with its noun in the right number, as the product writes it: "1 second", "2 seconds",
 * "1.5 seconds", "1,200 faces". `other` is the plural when it is not the noun plus "s".
 */
export function countOf(n: number, one: string, other = `${one}s`): string {
  return `${formatNumber(n)} ${english.select(n) === 'one' ? one : other}`;
}
