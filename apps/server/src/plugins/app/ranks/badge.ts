import { RANKS, type RankDef } from './ladder.ts';

/** A star at (cx, cy) with outer radius r. */
function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="#fff"/>`;
}

/** A rank badge: a shield in the rank's colour, its initial, and stars for the tier. */
export function badgeSvg(rank: RankDef): string {
  const tier = RANKS.findIndex((r) => r.id === rank.id);
  const stars = Array.from({ length: rank.stars }, (_, i) => {
    const spacing = 14;
    const x = 64 - ((rank.stars - 1) * spacing) / 2 + i * spacing;
    return star(x, 98, 6);
  }).join('');
  const ring =
    tier >= 4
      ? '<path d="M64 6 L116 24 V62 C116 94 94 114 64 124 C34 114 12 94 12 62 V24 Z" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${rank.name}">
<title>${rank.name}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rank.color}"/><stop offset="1" stop-color="${rank.color}" stop-opacity=".78"/></linearGradient></defs>
<path d="M64 2 L120 22 V62 C120 98 96 118 64 126 C32 118 8 98 8 62 V22 Z" fill="url(#g)"/>
${ring}
<text x="64" y="74" font-family="system-ui, sans-serif" font-size="46" font-weight="700" fill="#fff" text-anchor="middle">${rank.name[0]}</text>
${stars}
</svg>`;
}
