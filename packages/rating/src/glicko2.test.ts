import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, isProvisional, rate, rateGame } from './glicko2.ts';

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper (tau 0.5)", () => {
    const player = { rating: 1500, deviation: 200, volatility: 0.06 };
    const out = rate(
      player,
      [
        { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
      ],
      { tau: 0.5, minDeviation: 0 },
    );
    expect(out.rating).toBeCloseTo(1464.06, 1);
    expect(out.deviation).toBeCloseTo(151.52, 1);
    expect(Math.abs(out.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('moves the winner up and the loser down by the same amount between equal new players', () => {
    const [a, b] = rateGame(DEFAULT_RATING, DEFAULT_RATING, 1);
    expect(a.rating).toBeGreaterThan(1500);
    expect(b.rating).toBeLessThan(1500);
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 6);
    expect(a.deviation).toBeLessThan(350);
  });

  it('leaves equal players where they were after a draw, with a smaller deviation', () => {
    const [a, b] = rateGame(DEFAULT_RATING, DEFAULT_RATING, 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
    expect(a.deviation).toBeLessThan(350);
  });

  it('moves a settled rating less than a new one', () => {
    const settled = { rating: 1500, deviation: 60, volatility: 0.06 };
    const [fresh] = rateGame(DEFAULT_RATING, settled, 1);
    const [old] = rateGame(settled, DEFAULT_RATING, 1);
    expect(fresh.rating - 1500).toBeGreaterThan(old.rating - 1500);
  });

  it('grows the deviation of an idle period, within the cap, and keeps the floor', () => {
    expect(rate({ rating: 1600, deviation: 100, volatility: 0.06 }, []).deviation).toBeGreaterThan(100);
    expect(rate(DEFAULT_RATING, []).deviation).toBe(350);
    const settled = { rating: 1500, deviation: 50, volatility: 0.0001 };
    const strong = { rating: 1500, deviation: 30, volatility: 0.0001 };
    expect(rate(settled, [{ opponent: strong, score: 0.5 }]).deviation).toBe(50);
  });

  it('calls a rating provisional while its deviation is above 110', () => {
    expect(isProvisional(DEFAULT_RATING)).toBe(true);
    expect(isProvisional({ deviation: 110 })).toBe(false);
  });
});
