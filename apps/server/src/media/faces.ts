/**
 * Built-in faces, as close to photographs of real people as the installed generators allow: the
 * three DiceBear styles with human proportions and natural skin tones (avataaars, toon-head,
 * personas), restricted to natural hair colours, everyday hair styles, calm expressions and no
 * costume pieces. Face n of a style shows the persona `facePersona` gives it (gender, age band,
 * region) and, among the faces of that persona, its own (skin tone, hair, hair colour) triple from
 * what fits the persona (face-plans.ts), so no two faces of the pool are alike.
 */
import { PERSONA_COUNT, type Persona } from '@mnemoria/events';
import { type FaceTraits, hairColors, PLANS } from './face-plans.ts';
import { type FaceStyle, facePersona, faceSeed } from './manifest.ts';

export type { FaceTraits } from './face-plans.ts';

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f4e4bc', 'dfe6ec'];

type Options = Record<string, unknown>;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The lists a face of this persona picks its traits from. */
function choices(style: FaceStyle, p: Persona) {
  const plan = PLANS[style];
  return { skin: plan.skin[p.region], hair: plan.hair(p), hairColor: hairColors(p.age, p.region) };
}

/** Distinct faces a style can draw for one persona. */
export function personaCombinations(style: FaceStyle, p: Persona): number {
  const c = choices(style, p);
  return c.skin.length * c.hair.length * c.hairColor.length;
}

/**
 * Face n's traits. Faces of one persona are n, n + 36, n + 72 …; the k-th of them is multiplied by
 * a step coprime with the persona's number of combinations (a bijection, so they never repeat) and
 * read as mixed-radix digits, so successive faces of a persona differ in more than one trait.
 */
export function faceTraits(style: FaceStyle, n: number): FaceTraits & Persona {
  const persona = facePersona(style, n);
  const c = choices(style, persona);
  const total = c.skin.length * c.hair.length * c.hairColor.length;
  let step = Math.floor(total * 0.618) + 1;
  while (gcd(step, total) !== 1) step += 1;
  let k = (Math.floor((n - 1) / PERSONA_COUNT) * step) % total;
  const pick = (list: readonly string[]) => {
    const value = list[k % list.length] as string;
    k = Math.floor(k / list.length);
    return value;
  };
  const skin = pick(c.skin);
  const hairColor = pick(c.hairColor);
  const hair = pick(c.hair);
  return { ...persona, skin, hair, hairColor };
}

type DiceBear = {
  createAvatar: (
    style: unknown,
    options: Options,
  ) => { toString(): string; toJson(): { extra: Record<string, unknown> } };
  collection: Record<string, unknown>;
};
let loaded: Promise<DiceBear> | undefined;

/** DiceBear is loaded on the first face request, keeping server start-up light. */
function dicebear(): Promise<DiceBear> {
  loaded ??= Promise.all([import('@dicebear/core'), import('@dicebear/collection')]).then(
    ([core, collection]) => ({
      createAvatar: core.createAvatar as unknown as DiceBear['createAvatar'],
      collection: collection as unknown as Record<string, unknown>,
    }),
  );
  return loaded;
}

async function avatar(style: FaceStyle, n: number) {
  const { createAvatar, collection } = await dicebear();
  const plan = PLANS[style];
  const impl = collection[plan.exportName];
  if (!impl) throw new Error(`DiceBear style ${style} missing`);
  const traits = faceTraits(style, n);
  return createAvatar(impl, {
    seed: faceSeed(style, n),
    size: 256,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    ...plan.options(traits, traits),
  });
}

export async function renderFaceSvg(style: FaceStyle, n: number): Promise<string> {
  return (await avatar(style, n)).toString();
}

/** The parts DiceBear drew for face n (hair, facialHair / beard when drawn, …): what tests inspect. */
export async function drawnParts(style: FaceStyle, n: number): Promise<Record<string, unknown>> {
  return (await avatar(style, n)).toJson().extra;
}
