import { describe, expect, it } from 'vitest';
import { CARD_RANKS, CARD_SUITS } from '../types.ts';
import animalData from './generated/animals.gen.json' with { type: 'json' };
import imageData from './generated/images.gen.json' with { type: 'json' };
import {
  animals,
  cardBackUrl,
  cards,
  faces as faceItems,
  images,
  mediaAttributions,
  sounds,
} from './index.ts';

const faces = faceItems.map((f) => f.url);

const distinct = (xs: readonly string[]) => new Set(xs).size;
const URL_SHAPE = /^\/media\/[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

describe('media manifests', () => {
  it('has at least 1,000 distinct faces mixing the lifelike DiceBear styles', () => {
    expect(faces.length).toBeGreaterThanOrEqual(1000);
    expect(distinct(faces)).toBe(faces.length);
    const styles = new Set(faces.map((u) => /^\/media\/faces\/([a-z-]+)-p\d+\.svg$/.exec(u)?.[1]));
    expect(styles.has(undefined)).toBe(false);
    // Only the styles with human proportions and natural skin tones: no line art, no novelty colours.
    expect([...styles].sort()).toEqual(['avataaars', 'personas', 'toon-head']);
    // Any prefix already mixes styles, so a small session still sees varied people.
    expect(new Set(faces.slice(0, 6).map((u) => /faces\/([a-z-]+)-p/.exec(u)?.[1])).size).toBe(3);
  });

  it('has at least 1,000 distinct images with distinct labels', () => {
    expect(images.length).toBeGreaterThanOrEqual(1000);
    expect(distinct(images.map((i) => i.url))).toBe(images.length);
    expect(distinct(images.map((i) => i.id))).toBe(images.length);
    expect(distinct(images.map((i) => i.label.toLowerCase()))).toBe(images.length);
    for (const i of images) expect(i.label.trim()).not.toBe('');
  });

  it('has no flags and no skin-tone variants among the images', () => {
    const ids = images.map((i) => i.id.toUpperCase());
    // Skin-tone modifiers U+1F3FB..1F3FF; regional indicators U+1F1E6..1F1FF make country flags.
    expect(ids.filter((id) => /1F3F[B-F]/.test(id))).toEqual([]);
    expect(ids.filter((id) => /(^|-)1F1[E-F][0-9A-F]/.test(id))).toEqual([]);
    // Tag sequences (subdivision flags), waving/black/white/rainbow/pirate flags.
    expect(ids.filter((id) => /^1F3F4|E007F|^1F3F3|^1F6A9|^1F38C/.test(id))).toEqual([]);
    const flagLabel =
      /^flag: |^(chequered|triangular|crossed|white|black|rainbow|transgender|pirate) flags?$/i;
    expect(images.filter((i) => flagLabel.test(i.label))).toEqual([]);
    expect(images.filter((i) => /skin tone/i.test(i.label))).toEqual([]);
  });

  it('has at least 130 animals with unique, typeable names', () => {
    expect(animals.length).toBeGreaterThanOrEqual(130);
    expect(distinct(animals.map((a) => a.url))).toBe(animals.length);
    expect(distinct(animals.map((a) => a.name.toLowerCase()))).toBe(animals.length);
    for (const a of animals) expect(a.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(animals.some((a) => /face|paw|feather|wing|web/i.test(a.name))).toBe(false);
  });

  it('has at least 100 distinct sounds', () => {
    expect(sounds.length).toBeGreaterThanOrEqual(100);
    expect(distinct(sounds.map((s) => s.url))).toBe(sounds.length);
    expect(distinct(sounds.map((s) => s.label))).toBe(sounds.length);
    for (const s of sounds) expect(s.url).toMatch(/^\/media\/sounds\/s\d{3}\.wav$/);
  });

  it('has 52 distinct cards in suit-major order plus a back', () => {
    expect(cards).toHaveLength(52);
    expect(distinct(cards.map((c) => c.id))).toBe(52);
    expect(distinct(cards.map((c) => c.url))).toBe(52);
    cards.forEach((c, i) => {
      expect(c.suit).toBe(CARD_SUITS[Math.floor(i / 13)]);
      expect(c.rank).toBe(CARD_RANKS[i % 13]);
      expect(c.id).toBe(`${c.rank}-of-${c.suit}`);
    });
    expect(cards[0]?.id).toBe('ace-of-clubs');
    expect(cards[51]?.id).toBe('king-of-hearts');
    expect(cards.map((c) => c.url)).not.toContain(cardBackUrl);
    expect(cardBackUrl).toMatch(URL_SHAPE);
  });

  it('uses stable, safe /media URLs everywhere and never repeats one across pools', () => {
    const all = [
      ...faces,
      ...images.map((i) => i.url),
      ...animals.map((a) => a.url),
      ...sounds.map((s) => s.url),
      ...cards.map((c) => c.url),
      cardBackUrl,
    ];
    for (const u of all) expect(u).toMatch(URL_SHAPE);
    expect(distinct(all)).toBe(all.length);
  });

  it('credits OpenMoji (CC BY-SA 4.0) and every DiceBear style', () => {
    const openmoji = mediaAttributions.find((a) => a.title.startsWith('OpenMoji'));
    expect(openmoji?.licence).toBe('CC BY-SA 4.0');
    for (const style of new Set(faces.map((u) => /faces\/([a-z-]+)-p/.exec(u)?.[1])))
      expect(mediaAttributions.some((a) => a.title.includes(`“${style}”`))).toBe(true);
    for (const a of mediaAttributions) {
      expect(a.author).not.toBe('');
      expect(a.licence).not.toBe('');
      expect(a.url).toMatch(/^https:\/\//);
    }
  });

  it('generated manifests are the compact tables the script writes', () => {
    expect(imageData.source).toMatch(/^openmoji@17\./);
    expect(imageData.items.every((r) => r.length === 2)).toBe(true);
    expect(animalData.items.every((r) => r.length === 5)).toBe(true);
  });
});
