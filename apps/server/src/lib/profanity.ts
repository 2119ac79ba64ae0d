import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';

/**
 * Profanity and slurs, found by `obscenity`'s English dataset: it undoes the usual disguises
 * (l33t, look-alike Unicode letters, repeated letters, a word inside a longer one) and keeps a
 * whitelist so that words such as "assessment", "Scunthorpe" or "grapes" pass. Mild words
 * ("damn", "hell", "crap") are not in it and stay allowed. A few slurs and a self-harm taunt the
 * dataset lacks are added here.
 */
const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .addPhrase((p) => p.setMetadata({ originalWord: 'spic' }).addPattern(pattern`|spic|`))
  .addPhrase((p) => p.setMetadata({ originalWord: 'wetback' }).addPattern(pattern`wetback`))
  .addPhrase((p) =>
    p.setMetadata({ originalWord: 'phuck' }).addPattern(pattern`phuck`).addPattern(pattern`|phuk`),
  )
  .addPhrase((p) =>
    p.setMetadata({ originalWord: 'kys' }).addPattern(pattern`|kys|`).addPattern(pattern`kill yourself`),
  )
  .addPhrase((p) => p.setMetadata({ originalWord: 'cum laude' }).addWhitelistedTerm('cum laude'));

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/** Separators people put between the letters of a word to slip it past a filter: "f u c k", "c.u.n.t". */
const SEPARATORS = /[\s._\-~|/\\]+/u;

/**
 * The library deliberately does not skip spaces (that would match across innocent words), so a
 * word spelled out one letter at a time is joined here: only runs of three or more one-letter
 * pieces, which ordinary sentences almost never contain.
 */
function spelledOut(text: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  for (const piece of [...text.split(SEPARATORS), '']) {
    if ([...piece].length === 1) {
      run.push(piece);
      continue;
    }
    if (run.length >= 3) runs.push(run.join(''));
    run = [];
  }
  return runs;
}

/** True when the text holds profanity or a slur, however disguised. */
export function isProfane(text: string): boolean {
  const normalized = text.normalize('NFKC');
  return matcher.hasMatch(normalized) || spelledOut(normalized).some((w) => matcher.hasMatch(w));
}
