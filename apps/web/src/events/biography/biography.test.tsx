import { type BiographyData, DEFAULT_SETTINGS, EVENTS } from '@mnemoria/events';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cardAnswered, typeDigits } from './entry.ts';
import { biographyViews } from './index.ts';

const person = {
  face: '/media/faces/a.webp',
  name: 'Ada Byron',
  country: 'Peru',
  phone: '0123456789',
  hobbies: ['Chess', 'Rowing', 'Baking'],
};
const data: BiographyData = {
  raw: [{ face: person.face }],
  formatted: [person],
  shuffle1: [{ face: person.face }],
  shuffle2: [],
};
const { Memorize, Recall, Review } = biographyViews;

function Harness({ initial = [null] as unknown[] }) {
  const [answer, setAnswer] = useState<unknown[]>(initial);
  return (
    <>
      <Recall
        data={data}
        settings={DEFAULT_SETTINGS}
        answer={answer}
        current={0}
        onSelect={() => {}}
        onChange={setAnswer}
      />
      <output data-testid="answer">{JSON.stringify(answer)}</output>
    </>
  );
}
const answerNow = () => JSON.parse(screen.getByTestId('answer').textContent ?? '[]') as unknown[];

describe('biography views', () => {
  it('memorize shows the card with the phone in the chosen format and data for tools', () => {
    const settings = { ...DEFAULT_SETTINGS, phone_format: '2-4-4' };
    render(<Memorize data={data} settings={settings} current={0} onSelect={() => {}} />);
    expect(screen.getByText('01 2345 6789')).toBeTruthy();
    const card = screen.getByTestId('memorize-biography').querySelector('[data-person="0"]');
    expect(card?.getAttribute('data-phone')).toBe('0123456789');
    expect(card?.getAttribute('data-hobbies')).toBe('Chess|Rowing|Baking');
    expect(screen.getByText('Rowing')).toBeTruthy();
  });

  it('phone inputs take one digit each, move on, and block e and other non-digits', () => {
    render(<Harness />);
    const first = screen.getByLabelText('Phone digit 1');
    first.focus();
    // 'e' is refused before it reaches the field (type=number would accept it).
    const e = fireEvent.keyDown(first, { key: 'e' });
    expect(e).toBe(false);
    fireEvent.change(first, { target: { value: 'e' } });
    expect(answerNow()[0]).toMatchObject({ phone: ['', '', '', '', '', '', '', '', '', ''] });
    fireEvent.change(first, { target: { value: '7' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Phone digit 2'));
    expect((answerNow()[0] as { phone: string[] }).phone[0]).toBe('7');
  });

  it('a pasted number fills the following digits; typing over a digit replaces it', () => {
    expect(typeDigits(Array(10).fill(''), 2, '12-34').phone.join('')).toBe('1234');
    expect(typeDigits(Array(10).fill(''), 2, '1234').next).toBe(6);
    expect(typeDigits(['5', ...Array(9).fill('')], 0, '58').phone[0]).toBe('8');
    expect(typeDigits(['5', ...Array(9).fill('')], 0, '').phone[0]).toBe('');
  });

  it('Enter walks Name → Country → phone → hobbies, and a card is answered only when all is filled', () => {
    render(<Harness />);
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Ada Byron' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('Country'));
    const full = { name: 'A', country: 'B', phone: [...'0123456789'], hobbies: ['x', 'y', 'z'] };
    expect(cardAnswered(full)).toBe(true);
    expect(cardAnswered({ ...full, phone: [...'012345678', ''] })).toBe(false);
    expect(cardAnswered({ ...full, hobbies: ['x', ' ', 'z'] })).toBe(false);
    expect(cardAnswered({ ...full, name: '' })).toBe(false);
    expect(cardAnswered(null)).toBe(false);
  });

  it('review marks each field right or wrong, and N/A for empty ones', () => {
    const answer = [
      { name: 'ada byron', country: 'Chile', phone: [...'0123456780'], hobbies: ['Baking', '', 'Chess'] },
    ];
    const result = EVENTS.biography.score(data, answer);
    render(<Review data={data} settings={DEFAULT_SETTINGS} result={result} />);
    const row = (field: string) =>
      screen.getByTestId('review-biography').querySelector(`tr[data-field="${field}"]`);
    expect(row('name')?.getAttribute('data-verdict')).toBe('right');
    expect(row('country')?.getAttribute('data-verdict')).toBe('wrong');
    expect(row('hobby2')?.textContent).toContain('N/A');
    const digits = [...(row('phone')?.querySelectorAll('.bio-digit') ?? [])];
    expect(digits.map((d) => d.getAttribute('data-verdict'))).toEqual([...Array(9).fill('right'), 'wrong']);
    expect(screen.getByText('Person 1: 12 / 15')).toBeTruthy();
  });
});
