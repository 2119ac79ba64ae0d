import type { SoundRaw } from '@mnemoria/events';
import type { RecallProps } from '../types.ts';
import { SoundPool } from './SoundPool.tsx';

/** Slots S1…Sn in memorize order and the shuffled pool (shuffle1). */
export function SoundsRecall({ data, answer, current, onSelect, onChange }: RecallProps) {
  const pool = (data.shuffle1 as SoundRaw[]).map((item) => item.sound);
  const slots = data.raw.map((_, i) => ({ label: `S${i + 1}`, name: `S${i + 1}` }));
  return (
    <SoundPool
      slots={slots}
      pool={pool}
      answer={answer}
      current={current}
      onSelect={onSelect}
      onChange={onChange}
      testId="recall-sounds"
    />
  );
}
