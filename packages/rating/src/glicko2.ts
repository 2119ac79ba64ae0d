/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2012), pure. Ratings are kept on the
 * Glicko scale (1500 start, deviation 350); the maths runs on the Glicko-2 scale (÷ 173.7178).
 * Versus rates game by game, as lichess does: each match is a rating period of one game.
 */

export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** One game of the period: the opponent as they were before it, and the score (1, 0.5, 0). */
export interface Game {
  opponent: Rating;
  score: number;
}

export interface GlickoOptions {
  /** Constrains volatility change; Glickman suggests 0.3 to 1.2. */
  tau: number;
  /** Deviations are clamped to [minDeviation, maxDeviation] after each update. */
  minDeviation: number;
  maxDeviation: number;
  /** Convergence tolerance of the volatility iteration. */
  epsilon: number;
}

/** A new player's rating, as on lichess. */
export const DEFAULT_RATING: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/**
 * Lichess's choices: tau 0.75 and a deviation floor of 50 (lowered from 60 so that the ratings of
 * frequent players still move).
 */
export const DEFAULT_OPTIONS: GlickoOptions = {
  tau: 0.75,
  minDeviation: 50,
  maxDeviation: 350,
  epsilon: 0.000001,
};

/** A rating is provisional (shown with '?') while its deviation is above this. */
export const PROVISIONAL_DEVIATION = 110;
export const isProvisional = (r: Pick<Rating, 'deviation'>) => r.deviation > PROVISIONAL_DEVIATION;

const SCALE = 173.7178;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The rating after one rating period with `games` (none: only the deviation grows). */
export function rate(player: Rating, games: readonly Game[], options: Partial<GlickoOptions> = {}): Rating {
  const o = { ...DEFAULT_OPTIONS, ...options };
  const clampDev = (d: number) => Math.min(o.maxDeviation, Math.max(o.minDeviation, d));
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
    return { rating: player.rating, deviation: clampDev(grown), volatility: sigma };
  }

  let vInv = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    const gj = g(phiJ);
    vInv += gj * gj * e * (1 - e);
    sum += gj * (score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, v, delta, o.tau, o.epsilon);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return {
    rating: muNew * SCALE + 1500,
    deviation: clampDev(phiNew * SCALE),
    volatility: sigmaNew,
  };
}

/** Step 5 of the paper: the Illinois algorithm on f(x) = 0, x = ln σ'². */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number, eps: number) {
  const a = Math.log(sigma * sigma);
  const d2 = delta * delta;
  const p2 = phi * phi;
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (d2 - p2 - v - ex)) / (2 * (p2 + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (d2 > p2 + v) B = Math.log(d2 - p2 - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > eps; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** Both players' ratings after one game between them; `scoreA` is A's score (1, 0.5 or 0). */
export function rateGame(
  a: Rating,
  b: Rating,
  scoreA: number,
  options: Partial<GlickoOptions> = {},
): [Rating, Rating] {
  return [
    rate(a, [{ opponent: b, score: scoreA }], options),
    rate(b, [{ opponent: a, score: 1 - scoreA }], options),
  ];
}
