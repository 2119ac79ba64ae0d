/** generate + score per event at levels 1, 50 and 200 on the built-in content (figures only, never a pass/fail gate). */
import { amountForLevel, EVENT_NAMES, eventByName, resolveSettings } from '@mnemoria/events';
import { BUILTIN_CONTENT } from '../packages/events/src/content/index.ts';
import type { BenchCase } from './run.ts';

const settings = resolveSettings();
const cases: BenchCase[] = [];

for (const name of EVENT_NAMES) {
  const def = eventByName(name);
  for (const level of [1, 50, 200]) {
    const setup = { amount: amountForLevel(name, level), settings };
    let seed = 0;
    cases.push({
      name: `${name} L${level} generate`,
      fn: () => def.generate(setup, seed++, BUILTIN_CONTENT),
    });
    const data = def.generate(setup, 'bench', BUILTIN_CONTENT);
    const answer = def.perfectAnswer(data);
    cases.push({ name: `${name} L${level} score`, fn: () => def.score(data, answer) });
  }
}

export default cases;
