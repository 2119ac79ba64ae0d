import { DEFAULT_SETTINGS, type EchopicData, type SoundsData } from '@mnemoria/events';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SoundRelayContext } from '../../media/sound-button.tsx';
import { echopicViews } from '../echopic/index.ts';
import type { PlayableEvent, RecallProps } from '../types.ts';
import { soundsViews } from './index.ts';

const s = (n: number) => `/media/sounds/s00${n}.wav`;
const sounds: SoundsData = {
  raw: [{ sound: '' }, { sound: '' }, { sound: '' }],
  formatted: [{ sound: '' }, { sound: '' }, { sound: '' }],
  shuffle1: [{ sound: s(3) }, { sound: s(1) }, { sound: s(2) }],
  shuffle2: [],
};

function Harness({
  views,
  data,
  onAnswer,
}: {
  views: PlayableEvent;
  data: SoundsData | EchopicData;
  onAnswer(a: unknown[]): void;
}) {
  const [answer, setAnswer] = useState<unknown[]>(views.emptyAnswer(data));
  const [current, setCurrent] = useState(0);
  const Recall = views.Recall as ComponentType<RecallProps>;
  return (
    <SoundRelayContext.Provider value={{ muted: true }}>
      <output data-testid="current">{current}</output>
      <Recall
        data={data}
        settings={DEFAULT_SETTINGS}
        answer={answer}
        current={current}
        onSelect={setCurrent}
        onChange={(next) => {
          setAnswer(next);
          onAnswer(next);
        }}
      />
    </SoundRelayContext.Provider>
  );
}

const pool = () => screen.getByRole('list', { name: 'Sounds to place' });
const poolSounds = () =>
  within(pool())
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('data-sound'));

describe('sounds recall', () => {
  it('holds exactly the session sounds; placed ones hide; slots are labelled S{n}', () => {
    let answer: unknown[] = [];
    render(<Harness views={soundsViews} data={sounds} onAnswer={(a) => (answer = a)} />);
    expect(poolSounds()).toEqual([s(3), s(1), s(2)]);
    expect(screen.getByRole('button', { name: 'S1: empty, current' })).toBeTruthy();
    fireEvent.doubleClick(within(pool()).getByRole('button', { name: 'Play Sound B' }));
    expect(answer).toEqual([s(1), null, null]);
    expect(poolSounds()).toEqual([s(3), s(2)]);
    expect(screen.getByTestId('current').textContent).toBe('1');
    expect(soundsViews.answered(answer, 0, sounds, DEFAULT_SETTINGS)).toBe(true);
    expect(soundsViews.answered(answer, 1, sounds, DEFAULT_SETTINGS)).toBe(false);
  });

  it('places into the current slot when empty, else the next empty one', () => {
    let answer: unknown[] = [];
    render(<Harness views={soundsViews} data={sounds} onAnswer={(a) => (answer = a)} />);
    fireEvent.click(screen.getByRole('button', { name: 'S3: empty' }));
    fireEvent.click(within(pool()).getByRole('button', { name: 'Place sound A in S3' }));
    expect(answer).toEqual([null, null, s(3)]);
    // Current stays on the full S3's wrap-around: the next empty slot is S1.
    fireEvent.click(screen.getByRole('button', { name: 'Play S3' }));
    fireEvent.click(within(pool()).getByRole('button', { name: 'Place sound B in S1' }));
    expect(answer).toEqual([s(1), null, s(3)]);
  });

  it('double-click on a filled slot clears it and the sound returns to the pool', () => {
    let answer: unknown[] = [];
    render(<Harness views={soundsViews} data={sounds} onAnswer={(a) => (answer = a)} />);
    fireEvent.doubleClick(within(pool()).getByRole('button', { name: 'Play Sound C' }));
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Play S1' }));
    expect(answer).toEqual([null, null, null]);
    expect(poolSounds()).toEqual([s(3), s(1), s(2)]);
  });

  it('tells the game every sound the participant plays (play-sound relay)', () => {
    const onPlay = vi.fn();
    const { Memorize } = soundsViews;
    const data = { ...sounds, raw: sounds.shuffle1, formatted: sounds.shuffle1 };
    render(
      <SoundRelayContext.Provider value={{ muted: true, onPlay }}>
        <Memorize data={data} settings={DEFAULT_SETTINGS} current={1} onSelect={() => {}} />
      </SoundRelayContext.Provider>,
    );
    // The current item's button holds the focus, so Space/Enter play it.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Play S2');
    fireEvent.click(screen.getByRole('button', { name: 'Play S3' }));
    expect(onPlay).toHaveBeenCalledWith(s(2));
  });
});

describe('echopic recall', () => {
  const data: EchopicData = {
    raw: [
      { image: '/media/images/a.svg', sound: '' },
      { image: '/media/images/b.svg', sound: '' },
    ],
    formatted: [],
    shuffle1: [{ image: '/media/images/b.svg' }, { image: '/media/images/a.svg' }],
    shuffle2: [{ sound: s(2) }, { sound: s(1) }],
  };

  it('shows each picture in recall order with a slot; the pool is shuffle2 and used sounds hide', () => {
    let answer: unknown[] = [];
    render(<Harness views={echopicViews} data={data} onAnswer={(a) => (answer = a)} />);
    const pictures = screen.getAllByRole('img').map((img) => img.getAttribute('data-image'));
    expect(pictures).toEqual(['/media/images/b.svg', '/media/images/a.svg']);
    expect(poolSounds()).toEqual([s(2), s(1)]);
    fireEvent.click(within(pool()).getByRole('button', { name: 'Place sound B in Sound of picture 1' }));
    expect(answer).toEqual([s(1), null]);
    expect(poolSounds()).toEqual([s(2)]);
    expect(echopicViews.answered(answer, 0, data, DEFAULT_SETTINGS)).toBe(true);
    expect(echopicViews.recallCount(data, DEFAULT_SETTINGS)).toBe(2);
  });
});
