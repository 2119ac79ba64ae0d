import type { RankChange } from '@mnemoria/protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RankUpModal } from './rank-up-modal.tsx';

const change: RankChange = {
  rankChanged: true,
  oldRankName: 'Novice',
  oldRankImage: '/media/ranks/novice.svg',
  newRankName: 'Apprentice',
  newRankImage: '/media/ranks/apprentice.svg',
  overallChanged: false,
  oldOverallName: 'Novice',
  newOverallName: 'Novice',
  newOverallImage: '/media/ranks/novice.svg',
};

describe('rank-up modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog that reveals the new rank only after 1.5 s', () => {
    render(<RankUpModal change={change} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Rank Up!' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Novice')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(screen.queryByText('Apprentice')).toBeNull();

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Congratulations! You went from Novice to Apprentice!')).toBeTruthy();
    expect(screen.getByText('Apprentice')).toBeTruthy();
  });

  it('uses the overall names when only the overall rank moved', () => {
    render(
      <RankUpModal
        change={{ ...change, rankChanged: false, overallChanged: true, newOverallName: 'Adept' }}
        onClose={() => {}}
      />,
    );
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Congratulations! You went from Novice to Adept!')).toBeTruthy();
  });

  it('closes on Escape and on Close, and keeps Tab inside', () => {
    const onClose = vi.fn();
    render(<RankUpModal change={change} onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
