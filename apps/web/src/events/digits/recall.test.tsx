import { DEFAULT_SETTINGS } from '@mnemoria/events';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeDigitRecall } from './Recall.tsx';

const BinaryRecall = makeDigitRecall('binary');
const AlphabetRecall = makeDigitRecall('alphabet');
// Two blocks: 2 rows of 3 cells, then 1 row of 3 (recall shows the layout without the digits).
const data = {
  raw: Array.from({ length: 9 }, () => ''),
  formatted: [
    [
      ['', '', ''],
      ['', '', ''],
    ],
    [['', '', '']],
  ],
  shuffle1: [],
  shuffle2: [],
};

function Harness({ alphabet = false }: { alphabet?: boolean }) {
  const [answer, setAnswer] = useState<unknown[]>(Array.from({ length: 9 }, () => null));
  const [current, setCurrent] = useState(0);
  const View = alphabet ? AlphabetRecall : BinaryRecall;
  return (
    <>
      <View
        data={data}
        settings={DEFAULT_SETTINGS}
        answer={answer}
        current={current}
        onSelect={setCurrent}
        onChange={setAnswer}
      />
      <output data-testid="answer">{answer.map((a) => a || '_').join('')}</output>
    </>
  );
}

const cell = (n: number) => screen.getByLabelText(new RegExp(`^(Digit|Character) ${n}$`));

describe('digit recall', () => {
  it('focuses the first cell, accepts only 0/1 for binary and moves on as you type', () => {
    render(<Harness />);
    expect(screen.getByText('Block 1')).toBeTruthy();
    expect(document.activeElement).toBe(cell(1));
    fireEvent.keyDown(cell(1), { key: '2' });
    fireEvent.keyDown(cell(1), { key: 'x' });
    expect(screen.getByTestId('answer').textContent).toBe('_________');
    fireEvent.keyDown(cell(1), { key: '1' });
    expect(document.activeElement).toBe(cell(2));
    fireEvent.keyDown(cell(2), { key: '0' });
    expect(screen.getByTestId('answer').textContent).toBe('10_______');
  });

  it('Backspace clears and moves back; arrows move', () => {
    render(<Harness />);
    fireEvent.keyDown(cell(1), { key: '1' });
    fireEvent.keyDown(cell(2), { key: '1' });
    fireEvent.keyDown(cell(3), { key: 'Backspace' });
    expect(screen.getByTestId('answer').textContent).toBe('1________');
    expect(document.activeElement).toBe(cell(2));
    fireEvent.keyDown(cell(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell(1));
  });

  it('typing past the last cell of a block opens the next block', () => {
    render(<Harness />);
    for (let i = 1; i <= 6; i++) fireEvent.keyDown(cell(i), { key: '0' });
    expect(screen.getByText('Block 2')).toBeTruthy();
    expect(document.activeElement).toBe(cell(7));
  });

  it('alphabet upper-cases letters', () => {
    render(<Harness alphabet />);
    fireEvent.keyDown(cell(1), { key: 'q' });
    fireEvent.change(cell(2), { target: { value: '7' } });
    expect(screen.getByTestId('answer').textContent).toBe('Q7_______');
  });
});
