import { DensityControl, useDensity } from '../digits/density.tsx';
import type { MemorizeProps } from '../types.ts';
import '../common/text-list.css';
import './words.css';

/** Columns of numbered words (words_group_number per column); the current column is highlighted. */
export function WordsMemorize({ data, current }: MemorizeProps) {
  const columns = data.formatted as string[][];
  const density = useDensity();
  let number = 0;
  return (
    <div className="words-memorize" style={density.style}>
      <DensityControl />
      <div className="text-columns text-columns--memorize" data-testid="memorize-words">
        {columns.map((column, c) => (
          <ol
            // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
            key={c}
            className={`text-group${c === current ? ' is-current' : ''}`}
            aria-current={c === current ? 'true' : undefined}
          >
            {column.map((word) => {
              number += 1;
              return (
                <li key={number} className="text-item" data-word={word} data-number={number}>
                  <span className="text-item__number">{number}.</span>
                  <span>{word}</span>
                </li>
              );
            })}
          </ol>
        ))}
      </div>
    </div>
  );
}
