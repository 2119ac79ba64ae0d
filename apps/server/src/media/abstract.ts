/**
 * Renders the abstract images of the pool (`/media/abstract/a<n>.svg`): a figure in the palette's
 * strong colour over a ground textured in its mid tone, all from image n's traits
 * (packages/events/src/content/media/abstract.ts); rotation, point counts and proportions come
 * from a generator seeded with n, so the same n is the same picture in every process.
 */
import {
  type AbstractPalette,
  type AbstractShape,
  type AbstractTexture,
  abstractTraits,
} from '@mnemoria/events/media/abstract.ts';

/** ground (light), texture (mid), figure (strong) per palette. */
const COLOURS: Record<AbstractPalette, readonly [string, string, string]> = {
  red: ['#fde2e0', '#f19a92', '#c62828'],
  orange: ['#ffe9d6', '#f7b27a', '#e65100'],
  gold: ['#fff6cf', '#ecd36a', '#b58a00'],
  olive: ['#eef1d6', '#bcc37a', '#5d6b12'],
  green: ['#def3e1', '#8fd19b', '#1b7a32'],
  teal: ['#d8f1ee', '#7fcabf', '#00695c'],
  cyan: ['#dbf4fb', '#80d4ea', '#00838f'],
  blue: ['#dde8fb', '#8fb1ee', '#1e4fb8'],
  indigo: ['#e3e1f7', '#9d97da', '#303f9f'],
  violet: ['#efe0f5', '#c392d8', '#7b1fa2'],
  pink: ['#fde1ee', '#f29ac3', '#c2185b'],
  brown: ['#efe4dc', '#c3a08a', '#5d4037'],
};

/** mulberry32: a tiny seeded generator, enough for geometry. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (x: number) => Number(x.toFixed(1));
const polar = (r: number, a: number) => `${f(100 + r * Math.cos(a))},${f(100 + r * Math.sin(a))}`;

function texture(kind: AbstractTexture, mid: string, rnd: () => number): string {
  const size = 10 + Math.floor(rnd() * 8);
  const pattern = (body: string, w = size, h = size) =>
    `<defs><pattern id="t" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="rotate(${Math.floor(rnd() * 180)})">${body}</pattern></defs><rect width="200" height="200" fill="url(#t)"/>`;
  switch (kind) {
    case 'plain':
      return '';
    case 'stripes':
      return pattern(`<rect width="${size}" height="${size * 2}" fill="${mid}"/>`, size * 2, size * 2);
    case 'dots':
      return pattern(`<circle cx="${size / 2}" cy="${size / 2}" r="${f(size / 4)}" fill="${mid}"/>`);
    case 'checks':
      return pattern(
        `<rect width="${size}" height="${size}" fill="${mid}"/><rect x="${size}" y="${size}" width="${size}" height="${size}" fill="${mid}"/>`,
        size * 2,
        size * 2,
      );
    case 'waves':
      return pattern(
        `<path d="M0 ${size / 2} Q${size / 4} 0 ${size / 2} ${size / 2} T${size} ${size / 2}" stroke="${mid}" stroke-width="2.5" fill="none"/>`,
      );
    case 'confetti': {
      let out = '';
      for (let i = 0; i < 70; i++)
        out += `<rect x="${f(rnd() * 196)}" y="${f(rnd() * 196)}" width="7" height="7" fill="${mid}" transform="rotate(${Math.floor(rnd() * 90)} ${f(rnd() * 200)} ${f(rnd() * 200)})"/>`;
      return out;
    }
    case 'grid':
      return `<path d="${Array.from({ length: 9 }, (_, i) => `M${i * 25 + 5} 0V200M0 ${i * 25 + 5}H200`).join('')}" stroke="${mid}" stroke-width="5" fill="none"/>`;
    case 'rings': {
      const step = 12 + Math.floor(rnd() * 6);
      const cx = f(40 + rnd() * 120);
      const cy = f(40 + rnd() * 120);
      let out = '';
      for (let r = step; r < 260; r += step)
        out += `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${mid}" stroke-width="${f(step / 3)}" fill="none"/>`;
      return out;
    }
  }
}

function shape(kind: AbstractShape, fg: string, ground: string, rnd: () => number): string {
  const turn = rnd() * Math.PI * 2;
  switch (kind) {
    case 'blob': {
      const n = 7 + Math.floor(rnd() * 4);
      const pts = Array.from({ length: n }, () => 45 + rnd() * 35).map((r, i) =>
        polar(r, turn + (i / n) * Math.PI * 2).split(','),
      );
      const mid = (a: string[], b: string[]) =>
        `${f((Number(a[0]) + Number(b[0])) / 2)},${f((Number(a[1]) + Number(b[1])) / 2)}`;
      let d = `M${mid(pts[n - 1] ?? [], pts[0] ?? [])}`;
      for (let i = 0; i < n; i++)
        d += ` Q${(pts[i] ?? []).join(',')} ${mid(pts[i] ?? [], pts[(i + 1) % n] ?? [])}`;
      return `<path d="${d}Z" fill="${fg}"/>`;
    }
    case 'star': {
      const k = 5 + Math.floor(rnd() * 5);
      const inner = 28 + rnd() * 18;
      const pts = Array.from({ length: k * 2 }, (_, i) =>
        polar(i % 2 ? inner : 80, turn + (i / (k * 2)) * Math.PI * 2),
      );
      return `<polygon points="${pts.join(' ')}" fill="${fg}"/>`;
    }
    case 'spiral': {
      const turns = 2.5 + rnd() * 1.5;
      const pts: string[] = [];
      for (let t = 0; t <= 1; t += 0.01) pts.push(polar(6 + 74 * t, turn + t * turns * Math.PI * 2));
      return `<polyline points="${pts.join(' ')}" stroke="${fg}" stroke-width="${f(9 + rnd() * 5)}" stroke-linecap="round" fill="none"/>`;
    }
    case 'triangles': {
      const count = 3 + Math.floor(rnd() * 3);
      let out = '';
      for (let i = 0; i < count; i++) {
        const a = turn + (i / count) * Math.PI * 2;
        const r = 30 + rnd() * 30;
        const size = 22 + rnd() * 18;
        const c = polar(r, a).split(',').map(Number);
        const [x = 100, y = 100] = c;
        out += `<polygon points="${[0, 1, 2].map((j) => `${f(x + size * Math.cos(a + (j * 2 * Math.PI) / 3))},${f(y + size * Math.sin(a + (j * 2 * Math.PI) / 3))}`).join(' ')}" fill="${fg}"/>`;
      }
      return out;
    }
    case 'zigzag': {
      const teeth = 4 + Math.floor(rnd() * 4);
      const amp = 20 + rnd() * 25;
      const pts = Array.from(
        { length: teeth * 2 + 1 },
        (_, i) => `${f(20 + (160 * i) / (teeth * 2))},${f(100 + (i % 2 ? amp : -amp))}`,
      );
      return `<g transform="rotate(${f((turn * 180) / Math.PI)} 100 100)"><polyline points="${pts.join(' ')}" stroke="${fg}" stroke-width="${f(12 + rnd() * 8)}" stroke-linejoin="miter" fill="none"/></g>`;
    }
    case 'crescent': {
      const r = 62 + rnd() * 14;
      const off = 26 + rnd() * 16;
      return `<circle cx="100" cy="100" r="${f(r)}" fill="${fg}"/><circle cx="${polar(off, turn).split(',')[0]}" cy="${polar(off, turn).split(',')[1]}" r="${f(r * 0.85)}" fill="${ground}"/>`;
    }
    case 'hexagons': {
      const r = 16 + rnd() * 6;
      let out = '';
      const cells = [
        [0, 0],
        [1, 0],
        [-1, 0],
        [0.5, 0.87],
        [-0.5, 0.87],
        [0.5, -0.87],
        [-0.5, -0.87],
      ].slice(0, 4 + Math.floor(rnd() * 4));
      for (const [cx = 0, cy = 0] of cells) {
        const x = 100 + cx * r * 2.1;
        const y = 100 + cy * r * 2.1;
        const pts = Array.from(
          { length: 6 },
          (_, i) =>
            `${f(x + r * Math.cos(turn + (i * Math.PI) / 3))},${f(y + r * Math.sin(turn + (i * Math.PI) / 3))}`,
        );
        out += `<polygon points="${pts.join(' ')}" fill="${fg}"/>`;
      }
      return out;
    }
    case 'bars': {
      const count = 3 + Math.floor(rnd() * 4);
      const w = 120 / (count * 1.6);
      let out = '';
      for (let i = 0; i < count; i++) {
        const h = 40 + rnd() * 100;
        out += `<rect x="${f(40 + i * w * 1.6)}" y="${f(170 - h)}" width="${f(w)}" height="${f(h)}" fill="${fg}"/>`;
      }
      return `<g transform="rotate(${f((turn * 180) / Math.PI)} 100 100)">${out}</g>`;
    }
    case 'ring': {
      const r = 50 + rnd() * 20;
      const [dx, dy] = polar(r * 0.3, turn).split(',');
      return `<circle cx="100" cy="100" r="${f(r)}" stroke="${fg}" stroke-width="${f(14 + rnd() * 8)}" fill="none"/><circle cx="${dx}" cy="${dy}" r="${f(10 + rnd() * 10)}" fill="${fg}"/>`;
    }
    case 'cross': {
      const arm = 70 + rnd() * 15;
      const w = 18 + rnd() * 14;
      return `<g transform="rotate(${f((turn * 180) / Math.PI)} 100 100)"><rect x="${f(100 - w / 2)}" y="${f(100 - arm)}" width="${f(w)}" height="${f(arm * 2)}" fill="${fg}"/><rect x="${f(100 - arm)}" y="${f(100 - w / 2)}" width="${f(arm * 2)}" height="${f(w)}" fill="${fg}"/></g>`;
    }
  }
}

export function renderAbstractSvg(n: number): string {
  const traits = abstractTraits(n);
  const [ground, mid, strong] = COLOURS[traits.palette];
  const rnd = seeded(n * 2654435761);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="${ground}"/>${texture(traits.texture, mid, rnd)}` +
    `<g transform="translate(${f(rnd() * 40 - 20)} ${f(rnd() * 40 - 20)}) translate(100 100) scale(${f(0.75 + rnd() * 0.35)}) translate(-100 -100)">` +
    `${shape(traits.shape, strong, ground, rnd)}</g></svg>`
  );
}
