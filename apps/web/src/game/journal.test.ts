import { afterEach, describe, expect, it } from 'vitest';
import { answerJournal, journalToResend } from './api.ts';

afterEach(() => sessionStorage.clear());

describe('the answer journal of a reloaded recall', () => {
  it('is sent again when nothing newer is stored than the page knew of', () => {
    answerJournal.save('s1', ['1', '2'], 4);
    const journal = answerJournal.load('s1');
    expect(journal).toEqual({ answer: ['1', '2'], basis: 4 });
    // The page typed it against answer 4: a stored 4 (or older) is what it knew.
    expect(journalToResend(journal, 4)).toEqual(['1', '2']);
    expect(journalToResend(journal, 3)).toEqual(['1', '2']);
  });

  it('is not sent over a newer stored answer (another tab, or the tab this one was copied from)', () => {
    answerJournal.save('s1', ['1'], 4);
    expect(journalToResend(answerJournal.load('s1'), 7)).toBeNull();
  });

  it('reads a journal written before the basis was kept as before: sent again', () => {
    sessionStorage.setItem('mnemoria.answer.s1', JSON.stringify(['9']));
    expect(answerJournal.load('s1')).toEqual({ answer: ['9'] });
    expect(journalToResend(answerJournal.load('s1'), 12)).toEqual(['9']);
  });

  it('ignores a damaged journal', () => {
    sessionStorage.setItem('mnemoria.answer.s1', '{"answer":"x"}');
    expect(answerJournal.load('s1')).toBeNull();
    expect(journalToResend(null, 0)).toBeNull();
  });
});
