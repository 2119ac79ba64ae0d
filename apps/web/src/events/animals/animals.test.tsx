import { type AnimalsData, DEFAULT_SETTINGS, EVENTS } from '@mnemoria/events';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { animalsViews } from './index.ts';

const data: AnimalsData = {
  raw: [
    { face: '/media/animals/cat.webp', name: 'Bella', species: 'Cat' },
    { face: '/media/animals/dog.webp', name: 'Rocky', species: 'Dog' },
    { face: '/media/animals/emu.webp', name: 'Zoe', species: 'Emu' },
  ],
  formatted: [
    { face: '/media/animals/cat.webp', name: 'Bella', species: 'Cat' },
    { face: '/media/animals/dog.webp', name: 'Rocky', species: 'Dog' },
    { face: '/media/animals/emu.webp', name: 'Zoe', species: 'Emu' },
  ],
  shuffle1: [
    { face: '/media/animals/emu.webp' },
    { face: '/media/animals/cat.webp' },
    { face: '/media/animals/dog.webp' },
  ],
  shuffle2: [],
};
const { Memorize, Recall, Review } = animalsViews;

describe('animals views', () => {
  it('memorize shows every picture with its given name (not its species) and highlights the current one', () => {
    render(<Memorize data={data} settings={DEFAULT_SETTINGS} current={1} onSelect={() => {}} />);
    const cards = screen.getByTestId('memorize-animals').querySelectorAll('[data-name]');
    expect([...cards].map((c) => c.getAttribute('data-name'))).toEqual(['Bella', 'Rocky', 'Zoe']);
    expect(cards[1]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Rocky')).toBeTruthy();
    expect(screen.queryByText('Dog')).toBeNull();
  });

  it('recall shows pictures in recall order, focuses the field, trims and moves on with Enter', () => {
    const onChange = vi.fn();
    const onSelect = vi.fn();
    const answer = [null, ' Bella  ', null];
    render(
      <Recall
        data={data}
        settings={DEFAULT_SETTINGS}
        answer={answer}
        current={1}
        onSelect={onSelect}
        onChange={onChange}
      />,
    );
    expect(screen.getByAltText('Animal 2').getAttribute('src')).toBe('/media/animals/cat.webp');
    const input = screen.getByLabelText('Name of animal 2 of 3');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([null, 'Bella', null]);
    expect(screen.getByTestId('animals-recall-hint').textContent).toMatch(/name each animal was given/);
    expect(onSelect).toHaveBeenCalledWith(2);
    fireEvent.change(input, { target: { value: '  Lion' } });
    expect(onChange).toHaveBeenLastCalledWith([null, 'Lion', null]);
  });

  it('counts a picture as answered only with a non-blank name', () => {
    expect(animalsViews.answered(['Cat', '  ', null], 0, data, DEFAULT_SETTINGS)).toBe(true);
    expect(animalsViews.answered(['Cat', '  ', null], 1, data, DEFAULT_SETTINGS)).toBe(false);
    expect(animalsViews.emptyAnswer(data)).toEqual([null, null, null]);
  });

  it('review tags right names green with ✓, wrong red with ✗, and a blank one as "No answer"', () => {
    // Recall order emu, cat, dog: the emu's name, the cat's species (wrong), nothing.
    const result = EVENTS.animals.score(data, ['zoe', 'Cat', null]);
    render(<Review data={data} settings={DEFAULT_SETTINGS} result={result} />);
    const tags = [...screen.getByTestId('review-animals').querySelectorAll('.animal-tag')];
    expect(tags.map((t) => t.className)).toEqual([
      'animal-tag is-right',
      'animal-tag is-wrong',
      'animal-tag is-blank',
    ]);
    expect(tags.map((t) => t.textContent)).toEqual(['✓ Right: zoe', '✗ Wrong: Cat', 'No answer']);
    // The right name appears under a wrong or empty tag, the species as a caption.
    expect(screen.getByText('Bella')).toBeTruthy();
    expect(screen.getByText('Rocky')).toBeTruthy();
    const species = [...screen.getByTestId('review-animals').querySelectorAll('.animal-card__species')];
    expect(species.map((s) => s.textContent)).toEqual(['Emu', 'Cat', 'Dog']);
  });
});
