/**
 * Playing-card faces and back drawn as SVG: rank + suit in two corners, standard pip layouts for
 * ace..10, a framed court letter for J/Q/K. Suits are paths (no font glyphs) so they look the same
 * everywhere; only the rank letters use a system font.
 */
import type { CardRank, CardSuit } from './manifest.ts';

const W = 240;
const H = 336;

/** Suit shapes in a 100 × 100 box. */
const SUIT_PATH: Record<CardSuit, string> = {
  hearts:
    'M50 92C28 72 2 52 2 29C2 13 14 2 28 2C39 2 46 9 50 18C54 9 61 2 72 2C86 2 98 13 98 29C98 52 72 72 50 92Z',
  diamonds: 'M50 0L90 50L50 100L10 50Z',
  spades:
    'M50 0C36 22 2 40 2 63C2 78 13 88 27 88C36 88 43 84 47 77C46 87 41 94 33 100H67C59 94 54 87 53 77C57 84 64 88 73 88C87 88 98 78 98 63C98 40 64 22 50 0Z',
  clubs:
    'M50 2A23 23 0 0 0 32 39A23 23 0 1 0 46 70C45 83 40 93 32 100H68C60 93 55 83 54 70A23 23 0 1 0 68 39A23 23 0 0 0 50 2Z',
};
const SUIT_COLOUR: Record<CardSuit, string> = {
  hearts: '#c8102e',
  diamonds: '#c8102e',
  spades: '#1b1b1f',
  clubs: '#1b1b1f',
};
const RANK_TEXT: Record<CardRank, string> = {
  ace: 'A',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  jack: 'J',
  queen: 'Q',
  king: 'K',
};

const fmt = (n: number) => Number(n.toFixed(2)).toString();

function pip(suit: CardSuit, cx: number, cy: number, size: number, flip = false): string {
  const s = size / 100;
  const rot = flip ? ` rotate(180 ${fmt(cx)} ${fmt(cy)})` : '';
  return `<path transform="${rot.trim()} translate(${fmt(cx - size / 2)} ${fmt(cy - size / 2)}) scale(${fmt(s)})" d="${SUIT_PATH[suit]}"/>`;
}

/** Pip centres as (column, row) fractions of the pip area; rows below the middle are drawn upside down. */
const L = 0;
const M = 0.5;
const R = 1;
const PIPS: Partial<Record<CardRank, readonly (readonly [number, number])[]>> = {
  '2': [
    [M, 0],
    [M, 1],
  ],
  '3': [
    [M, 0],
    [M, 0.5],
    [M, 1],
  ],
  '4': [
    [L, 0],
    [R, 0],
    [L, 1],
    [R, 1],
  ],
  '5': [
    [L, 0],
    [R, 0],
    [M, 0.5],
    [L, 1],
    [R, 1],
  ],
  '6': [
    [L, 0],
    [R, 0],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
  '7': [
    [L, 0],
    [R, 0],
    [M, 0.25],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
  '8': [
    [L, 0],
    [R, 0],
    [M, 0.25],
    [L, 0.5],
    [R, 0.5],
    [M, 0.75],
    [L, 1],
    [R, 1],
  ],
  '9': [
    [L, 0],
    [R, 0],
    [L, 1 / 3],
    [R, 1 / 3],
    [M, 0.5],
    [L, 2 / 3],
    [R, 2 / 3],
    [L, 1],
    [R, 1],
  ],
  '10': [
    [L, 0],
    [R, 0],
    [M, 1 / 6],
    [L, 1 / 3],
    [R, 1 / 3],
    [L, 2 / 3],
    [R, 2 / 3],
    [M, 5 / 6],
    [L, 1],
    [R, 1],
  ],
};

function corner(rank: CardRank, suit: CardSuit, flip: boolean): string {
  const text = RANK_TEXT[rank];
  const size = text.length > 1 ? 30 : 34;
  const g = `<text x="24" y="44" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700" font-size="${size}" ${text.length > 1 ? 'letter-spacing="-3"' : ''}>${text}</text>${pip(suit, 24, 66, 24)}`;
  return flip ? `<g transform="rotate(180 ${W / 2} ${H / 2})">${g}</g>` : g;
}

function centre(rank: CardRank, suit: CardSuit): string {
  if (rank === 'ace') return pip(suit, W / 2, H / 2, suit === 'spades' ? 110 : 90);
  const layout = PIPS[rank];
  if (layout) {
    const x0 = 74;
    const x1 = 166;
    const y0 = 70;
    const y1 = 266;
    return layout.map(([c, r]) => pip(suit, x0 + c * (x1 - x0), y0 + r * (y1 - y0), 44, r > 0.5)).join('');
  }
  // Court card: a tinted frame with the letter twice, mirrored like a real court card.
  const tint = SUIT_COLOUR[suit] === '#c8102e' ? '#fbe9ec' : '#e9edf5';
  const letter = RANK_TEXT[rank];
  const half = `<text x="${W / 2}" y="152" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700" font-size="70">${letter}</text>${pip(suit, 80, 70, 28)}${pip(suit, 160, 70, 28)}`;
  return [
    `<rect x="52" y="40" width="136" height="256" rx="8" fill="${tint}" stroke="currentColor" stroke-width="2.5"/>`,
    `<line x1="60" y1="168" x2="180" y2="168" stroke="currentColor" stroke-width="1.5" stroke-dasharray="4 4"/>`,
    half,
    `<g transform="rotate(180 ${W / 2} ${H / 2})">${half}</g>`,
  ].join('');
}

export function renderCardSvg(rank: CardRank, suit: CardSuit): string {
  const colour = SUIT_COLOUR[suit];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<title>${rank} of ${suit}</title>`,
    `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="14" fill="#fff" stroke="#9aa0a6" stroke-width="3"/>`,
    `<g fill="${colour}" color="${colour}">`,
    corner(rank, suit, false),
    corner(rank, suit, true),
    centre(rank, suit),
    '</g></svg>',
  ].join('');
}

export function renderCardBackSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<title>card back</title>',
    '<defs><pattern id="lattice" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">',
    '<rect width="16" height="16" fill="#1f3a68"/><path d="M0 8H16M8 0V16" stroke="#3d6aa8" stroke-width="2"/>',
    '</pattern></defs>',
    `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="14" fill="#fff" stroke="#9aa0a6" stroke-width="3"/>`,
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="8" fill="url(#lattice)" stroke="#1f3a68" stroke-width="3"/>`,
    `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="5" fill="none" stroke="#e8eef8" stroke-width="2"/>`,
    `<circle cx="${W / 2}" cy="${H / 2}" r="46" fill="#1f3a68" stroke="#e8eef8" stroke-width="4"/>`,
    `<text x="${W / 2}" y="${H / 2 + 20}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="56" fill="#e8eef8">M</text>`,
    '</svg>',
  ].join('');
}
