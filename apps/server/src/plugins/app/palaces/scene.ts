import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * A generated illustration of one palace location: a room or an outdoor place in simple
 * perspective with a few objects chosen from the location's name, in the palace's palette.
 * Everything derives from a seed (palace id + index), so the same location always gives the
 * same bytes and neighbouring locations differ.
 */
export const SCENE_WIDTH = 640;
export const SCENE_HEIGHT = 360;

const OUTDOOR =
  /gate|garden|walk|post box|bus|fountain|pier|lighthouse|beach|cliff|sea|square|statue|rock|fort|boat|anchor|crane|bridge|battlement|flag|courtyard|stables|platform|totem|bench/i;

type Draw = (x: number, y: number, s: number, c: Colours) => string;
interface Colours {
  wall: string;
  floor: string;
  accent: string;
  dark: string;
  light: string;
}

const OBJECTS: Record<string, Draw> = {
  door: (x, y, s, c) =>
    `<rect x="${x - 22 * s}" y="${y - 90 * s}" width="${44 * s}" height="${90 * s}" fill="${c.dark}"/><circle cx="${x + 14 * s}" cy="${y - 45 * s}" r="${3 * s}" fill="${c.light}"/>`,
  window: (x, y, s, c) =>
    `<rect x="${x - 30 * s}" y="${y - 60 * s}" width="${60 * s}" height="${44 * s}" fill="#bfe3ff" stroke="${c.dark}" stroke-width="${4 * s}"/><line x1="${x}" y1="${y - 60 * s}" x2="${x}" y2="${y - 16 * s}" stroke="${c.dark}" stroke-width="${3 * s}"/>`,
  table: (x, y, s, c) =>
    `<rect x="${x - 40 * s}" y="${y - 34 * s}" width="${80 * s}" height="${8 * s}" fill="${c.accent}"/><rect x="${x - 36 * s}" y="${y - 26 * s}" width="${6 * s}" height="${26 * s}" fill="${c.dark}"/><rect x="${x + 30 * s}" y="${y - 26 * s}" width="${6 * s}" height="${26 * s}" fill="${c.dark}"/>`,
  lamp: (x, y, s, c) =>
    `<rect x="${x - 2 * s}" y="${y - 70 * s}" width="${4 * s}" height="${70 * s}" fill="${c.dark}"/><polygon points="${x - 16 * s},${y - 62 * s} ${x + 16 * s},${y - 62 * s} ${x + 9 * s},${y - 82 * s} ${x - 9 * s},${y - 82 * s}" fill="#ffd36b"/><ellipse cx="${x}" cy="${y}" rx="${12 * s}" ry="${3 * s}" fill="${c.dark}"/>`,
  shelf: (x, y, s, c) => {
    let books = '';
    for (let r = 0; r < 3; r++)
      for (let b = 0; b < 6; b++)
        books += `<rect x="${x - 34 * s + b * 11 * s}" y="${y - (28 + r * 28) * s}" width="${8 * s}" height="${22 * s}" fill="${[c.accent, c.light, '#a33'][(b + r) % 3]}"/>`;
    return `<rect x="${x - 38 * s}" y="${y - 90 * s}" width="${76 * s}" height="${90 * s}" fill="${c.dark}"/>${books}`;
  },
  stairs: (x, y, s, c) => {
    let steps = '';
    for (let i = 0; i < 6; i++)
      steps += `<rect x="${x - 40 * s + i * 12 * s}" y="${y - (i + 1) * 14 * s}" width="${80 * s - i * 12 * s}" height="${14 * s}" fill="${i % 2 ? c.accent : c.light}" stroke="${c.dark}"/>`;
    return steps;
  },
  tree: (x, y, s, _c) =>
    `<rect x="${x - 5 * s}" y="${y - 50 * s}" width="${10 * s}" height="${50 * s}" fill="#6b4a2b"/><circle cx="${x}" cy="${y - 70 * s}" r="${30 * s}" fill="#3f8a3a"/><circle cx="${x - 18 * s}" cy="${y - 56 * s}" r="${18 * s}" fill="#4f9a44"/><circle cx="${x + 18 * s}" cy="${y - 58 * s}" r="${20 * s}" fill="#367a32"/>`,
  bench: (x, y, s, c) =>
    `<rect x="${x - 40 * s}" y="${y - 22 * s}" width="${80 * s}" height="${6 * s}" fill="${c.accent}"/><rect x="${x - 40 * s}" y="${y - 40 * s}" width="${80 * s}" height="${6 * s}" fill="${c.accent}"/><rect x="${x - 36 * s}" y="${y - 16 * s}" width="${5 * s}" height="${16 * s}" fill="${c.dark}"/><rect x="${x + 31 * s}" y="${y - 16 * s}" width="${5 * s}" height="${16 * s}" fill="${c.dark}"/>`,
  fountain: (x, y, s, c) =>
    `<ellipse cx="${x}" cy="${y - 8 * s}" rx="${50 * s}" ry="${12 * s}" fill="${c.light}" stroke="${c.dark}"/><ellipse cx="${x}" cy="${y - 10 * s}" rx="${42 * s}" ry="${8 * s}" fill="#6cb8e6"/><rect x="${x - 4 * s}" y="${y - 60 * s}" width="${8 * s}" height="${50 * s}" fill="${c.light}"/><path d="M${x} ${y - 60 * s} q${-30 * s} ${-10 * s} ${-34 * s} ${44 * s} M${x} ${y - 60 * s} q${30 * s} ${-10 * s} ${34 * s} ${44 * s}" stroke="#6cb8e6" stroke-width="${3 * s}" fill="none"/>`,
  clock: (x, y, s, c) =>
    `<circle cx="${x}" cy="${y - 60 * s}" r="${22 * s}" fill="#fff" stroke="${c.dark}" stroke-width="${4 * s}"/><line x1="${x}" y1="${y - 60 * s}" x2="${x}" y2="${y - 76 * s}" stroke="${c.dark}" stroke-width="${3 * s}"/><line x1="${x}" y1="${y - 60 * s}" x2="${x + 12 * s}" y2="${y - 60 * s}" stroke="${c.dark}" stroke-width="${3 * s}"/>`,
  sofa: (x, y, s, c) =>
    `<rect x="${x - 50 * s}" y="${y - 50 * s}" width="${100 * s}" height="${26 * s}" rx="${8 * s}" fill="${c.accent}"/><rect x="${x - 56 * s}" y="${y - 30 * s}" width="${112 * s}" height="${24 * s}" rx="${6 * s}" fill="${c.accent}" stroke="${c.dark}"/>`,
  tower: (x, y, s, c) =>
    `<rect x="${x - 16 * s}" y="${y - 120 * s}" width="${32 * s}" height="${120 * s}" fill="${c.light}" stroke="${c.dark}"/><rect x="${x - 16 * s}" y="${y - 100 * s}" width="${32 * s}" height="${12 * s}" fill="#c33"/><polygon points="${x - 20 * s},${y - 120 * s} ${x + 20 * s},${y - 120 * s} ${x},${y - 145 * s}" fill="${c.dark}"/>`,
  boat: (x, y, s, c) =>
    `<polygon points="${x - 50 * s},${y - 20 * s} ${x + 50 * s},${y - 20 * s} ${x + 36 * s},${y} ${x - 36 * s},${y}" fill="${c.dark}"/><rect x="${x - 2 * s}" y="${y - 90 * s}" width="${4 * s}" height="${70 * s}" fill="${c.dark}"/><polygon points="${x + 2 * s},${y - 88 * s} ${x + 40 * s},${y - 26 * s} ${x + 2 * s},${y - 26 * s}" fill="#fff"/>`,
  statue: (x, y, s, c) =>
    `<rect x="${x - 20 * s}" y="${y - 30 * s}" width="${40 * s}" height="${30 * s}" fill="${c.light}" stroke="${c.dark}"/><circle cx="${x}" cy="${y - 82 * s}" r="${10 * s}" fill="#9aa"/><rect x="${x - 10 * s}" y="${y - 72 * s}" width="${20 * s}" height="${42 * s}" fill="#9aa"/>`,
  globe: (x, y, s, c) =>
    `<circle cx="${x}" cy="${y - 60 * s}" r="${24 * s}" fill="#4a90c8"/><path d="M${x - 12 * s} ${y - 70 * s} q10 -6 18 4 q-4 14 -16 10z" fill="#5aa050"/><rect x="${x - 3 * s}" y="${y - 36 * s}" width="${6 * s}" height="${30 * s}" fill="${c.dark}"/><rect x="${x - 16 * s}" y="${y - 6 * s}" width="${32 * s}" height="${6 * s}" fill="${c.dark}"/>`,
  flag: (x, y, s, c) =>
    `<rect x="${x - 2 * s}" y="${y - 130 * s}" width="${4 * s}" height="${130 * s}" fill="${c.dark}"/><polygon points="${x + 2 * s},${y - 128 * s} ${x + 50 * s},${y - 116 * s} ${x + 2 * s},${y - 104 * s}" fill="${c.accent}"/>`,
  crate: (x, y, s, c) =>
    `<rect x="${x - 24 * s}" y="${y - 44 * s}" width="${48 * s}" height="${44 * s}" fill="#b07a3f" stroke="${c.dark}" stroke-width="${3 * s}"/><line x1="${x - 24 * s}" y1="${y - 44 * s}" x2="${x + 24 * s}" y2="${y}" stroke="${c.dark}" stroke-width="${3 * s}"/>`,
  plant: (x, y, s, _c) =>
    `<rect x="${x - 12 * s}" y="${y - 20 * s}" width="${24 * s}" height="${20 * s}" fill="#a0522d"/><ellipse cx="${x - 8 * s}" cy="${y - 34 * s}" rx="${8 * s}" ry="${18 * s}" fill="#3f8a3a"/><ellipse cx="${x + 8 * s}" cy="${y - 36 * s}" rx="${8 * s}" ry="${20 * s}" fill="#4f9a44"/>`,
  arch: (x, y, s, c) =>
    `<path d="M${x - 40 * s} ${y} v${-70 * s} a${40 * s} ${40 * s} 0 0 1 ${80 * s} 0 v${70 * s} h${-14 * s} v${-70 * s} a${26 * s} ${26 * s} 0 0 0 ${-52 * s} 0 v${70 * s}z" fill="${c.light}" stroke="${c.dark}"/>`,
};

/** Which objects a location's name asks for; the rest of the scene is filled from the seed. */
const KEYWORDS: [RegExp, string][] = [
  [/door|gate|exit|entrance|lift|portcullis|locker|reception/i, 'door'],
  [/stair|steps|balcony/i, 'stairs'],
  [/table|desk|counter|banquet|market|stand|cafe|printer|kitchen|hearth|sink/i, 'table'],
  [/lamp|light/i, 'lamp'],
  [/book|library|catalogue|rack|board|shop|armour|armoury/i, 'shelf'],
  [/tree|garden|walk|cliff|path/i, 'tree'],
  [/bench|waiting|bus stop/i, 'bench'],
  [/fountain|well|pool|cooler/i, 'fountain'],
  [/clock|bell|signal|departure/i, 'clock'],
  [/sofa|throne|meeting/i, 'sofa'],
  [/lighthouse|tower|fort|chapel|church|castle|battlement/i, 'tower'],
  [/boat|pier|anchor|sea|harbour/i, 'boat'],
  [/statue|skeleton|mummy|knight|totem|square/i, 'statue'],
  [/globe|map|telescope|meteorite/i, 'globe'],
  [/flag|post box/i, 'flag'],
  [/warehouse|crane|trolley|vending|stables|luggage|machine/i, 'crate'],
  [/hall|mosaic|drawbridge|footbridge|dungeon|great/i, 'arch'],
  [/mirror|window|room|office|corridor|corner/i, 'window'],
];

function rng(seed: string) {
  let h = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i >= h.length - 4) {
      h = createHash('sha256').update(h).digest();
      i = 0;
    }
    const v = h.readUInt32BE(i) / 0x100000000;
    i += 4;
    return v;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const esc = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The SVG of one location: `palaceId` fixes the palette, `index` the rest of the seed. */
export function sceneSvg(palaceId: string, index: number, location: string): string {
  const base = rng(palaceId)() * 360;
  const r = rng(`${palaceId}#${index}#${location}`);
  const hue = base + (r() - 0.5) * 50;
  const c: Colours = {
    wall: hsl(hue, 35, 62 + r() * 12),
    floor: hsl(hue + 30, 30, 38 + r() * 10),
    accent: hsl(hue + 160, 55, 45),
    dark: hsl(hue, 30, 20),
    light: hsl(hue + 20, 25, 86),
  };
  const W = SCENE_WIDTH;
  const H = SCENE_HEIGHT;
  const outdoor = OUTDOOR.test(location);
  const horizon = Math.round(H * (0.5 + r() * 0.12));
  let bg: string;
  if (outdoor) {
    const sky = hsl(200 + (r() - 0.5) * 30, 60, 70 + r() * 10);
    const ground = /sea|pier|boat|anchor|beach|rock|lighthouse|harbour/i.test(location)
      ? '#3f7fb0'
      : hsl(100 + (r() - 0.5) * 40, 35, 45);
    const sunX = 60 + r() * (W - 120);
    bg = `<rect width="${W}" height="${horizon}" fill="${sky}"/><circle cx="${sunX}" cy="${40 + r() * 40}" r="22" fill="#fff2a8"/><polygon points="0,${horizon} ${W * 0.3},${horizon - 40 - r() * 40} ${W * 0.6},${horizon}" fill="${hsl(hue, 20, 55)}"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${ground}"/><polygon points="${W * 0.42},${horizon} ${W * 0.58},${horizon} ${W * 0.8},${H} ${W * 0.2},${H}" fill="${c.light}" opacity="0.55"/>`;
  } else {
    const bx = W * (0.22 + r() * 0.06);
    const bw = W - 2 * bx;
    const top = H * 0.12;
    bg = `<rect width="${W}" height="${H}" fill="${c.wall}"/><polygon points="0,0 ${bx},${top} ${bx},${horizon} 0,${H}" fill="${hsl(hue, 30, 50)}"/><polygon points="${W},0 ${W - bx},${top} ${W - bx},${horizon} ${W},${H}" fill="${hsl(hue, 30, 54)}"/><polygon points="0,0 ${W},0 ${W - bx},${top} ${bx},${top}" fill="${hsl(hue, 20, 78)}"/><polygon points="${bx},${horizon} ${W - bx},${horizon} ${W},${H} 0,${H}" fill="${c.floor}"/><rect x="${bx}" y="${top}" width="${bw}" height="${horizon - top}" fill="${c.wall}"/>`;
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      bg += `<line x1="${bx + (W - 2 * bx) * t}" y1="${horizon}" x2="${W * t}" y2="${H}" stroke="${c.dark}" stroke-opacity="0.25"/>`;
    }
  }
  const wanted = KEYWORDS.filter(([re]) => re.test(location)).map(([, k]) => k);
  const pool = outdoor
    ? ['tree', 'bench', 'lamp', 'flag', 'tree', 'crate']
    : ['window', 'lamp', 'plant', 'table', 'clock', 'shelf'];
  while (wanted.length < 3) {
    const k = pool[Math.floor(r() * pool.length)] as string;
    if (!wanted.includes(k) || wanted.length >= pool.length) wanted.push(k);
  }
  // The first (named) object stands large in the middle; the others to the sides, smaller and
  // further back, so each scene has one clear subject.
  const slots = [
    { x: W * (0.45 + r() * 0.1), y: H * 0.86, s: 1.5 },
    { x: W * (0.15 + r() * 0.08), y: horizon + (H - horizon) * 0.5, s: 1.05 },
    { x: W * (0.78 + r() * 0.08), y: horizon + (H - horizon) * 0.45, s: 1 },
  ];
  const objects = wanted
    .slice(0, 3)
    .map((k, i) => ({ k, ...(slots[i] as (typeof slots)[0]) }))
    .sort((a, b) => a.y - b.y)
    .map((o) => (OBJECTS[o.k] as Draw)(o.x, o.y, o.s, c))
    .join('');
  const caption = `${index + 1}. ${location}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${bg}${objects}<rect x="0" y="${H - 44}" width="${W}" height="44" fill="#000" opacity="0.55"/><text x="${W / 2}" y="${H - 14}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="24" fill="#fff" text-anchor="middle">${esc(caption)}</text></svg>`;
}

/** The PNG of one location (the video's frame and the still the palace page shows). */
export function scenePng(palaceId: string, index: number, location: string): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(palaceId, index, location)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
