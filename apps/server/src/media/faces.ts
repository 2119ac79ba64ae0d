/**
 * Built-in faces, as close to photographs of real people as the installed generators allow: the
 * three DiceBear styles with human proportions and natural skin tones (avataaars, toon-head,
 * personas), restricted to natural hair colours, everyday hair styles, calm expressions and no
 * costume pieces. Face n of a style gets its own (skin tone, hair, hair colour) triple — a
 * bijection over the style's combinations, spread so neighbours differ in all three — so no two
 * faces of the pool are alike; expression, eyes, clothes and glasses then vary with the seed.
 * Grey and white hair, beards, balding and wrinkles give the pool its older people.
 */
import { type FaceStyle, faceSeed } from './manifest.ts';

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f4e4bc', 'dfe6ec'];
/** Black, dark brown, brown, auburn, light brown, blond, red, grey, white. */
const NATURAL_HAIR = [
  '2c1b18',
  '4a312c',
  '724133',
  'a55728',
  'b58143',
  'd6b370',
  'c93305',
  '9e9e9e',
  'e8e1e1',
];

type Options = Record<string, unknown>;

/** The identity of a face: what tells two people apart at a glance. */
export interface FaceTraits {
  readonly skin: string;
  readonly hair: string;
  readonly hairColor: string;
}

interface StylePlan {
  readonly exportName: string;
  readonly skin: readonly string[];
  readonly hair: readonly string[];
  readonly hairColor: readonly string[];
  /** Options for one face from its traits; the seed varies the rest within these lists. */
  readonly options: (traits: FaceTraits) => Options;
}

const PLANS: Record<FaceStyle, StylePlan> = {
  avataaars: {
    exportName: 'avataaars',
    skin: ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'],
    hair: [
      'bob',
      'bun',
      'curly',
      'curvy',
      'dreads',
      'fro',
      'froBand',
      'longButNotTooLong',
      'miaWallace',
      'shavedSides',
      'straight01',
      'straight02',
      'straightAndStrand',
      'dreads01',
      'dreads02',
      'frizzle',
      'shaggy',
      'shaggyMullet',
      'shortCurly',
      'shortFlat',
      'shortRound',
      'shortWaved',
      'sides',
      'theCaesar',
      'theCaesarAndSidePart',
      'bigHair',
      'hijab',
      'turban',
    ],
    hairColor: NATURAL_HAIR,
    options: ({ skin, hair, hairColor }) => ({
      skinColor: [skin],
      top: [hair],
      topProbability: 100,
      hairColor: [hairColor],
      facialHairColor: [hairColor],
      hatColor: ['262e33', '25557c', '929598', '3c4f5c', 'e6e6e6'],
      eyes: ['default', 'happy', 'side', 'squint'],
      eyebrows: ['defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'upDownNatural', 'frownNatural'],
      mouth: ['default', 'smile', 'serious', 'twinkle'],
      facialHair: ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'],
      facialHairProbability: 22,
      accessories: ['prescription01', 'prescription02', 'round'],
      accessoriesProbability: 18,
      clothing: [
        'blazerAndShirt',
        'blazerAndSweater',
        'collarAndSweater',
        'hoodie',
        'shirtCrewNeck',
        'shirtScoopNeck',
        'shirtVNeck',
      ],
      clothesColor: ['262e33', '5199e4', '25557c', 'e6e6e6', '929598', '3c4f5c', 'ff488e', 'ffffff'],
    }),
  },
  'toon-head': {
    exportName: 'toonHead',
    skin: ['f1c3a5', 'c68e7a', 'b98e6a', 'a36b4f', '5c3829'],
    // Front hair × back hair: short cuts alone, or with shoulder-length or long hair behind.
    hair: ['sideComed', 'undercut', 'spiky', 'bun'].flatMap((front) =>
      ['none', 'longStraight', 'longWavy', 'shoulderHigh', 'neckHigh'].map((rear) => `${front}/${rear}`),
    ),
    hairColor: NATURAL_HAIR,
    options: ({ skin, hair, hairColor }) => {
      const [front = 'sideComed', rear = 'none'] = hair.split('/');
      return {
        skinColor: [skin],
        hair: [front],
        hairProbability: 100,
        rearHair: rear === 'none' ? ['neckHigh'] : [rear],
        rearHairProbability: rear === 'none' ? 0 : 100,
        hairColor: [hairColor],
        eyes: ['happy', 'wide', 'humble'],
        eyebrows: ['happy', 'neutral', 'raised'],
        mouth: ['smile', 'laugh'],
        beard: ['fullBeard', 'chin', 'chinMoustache', 'longBeard'],
        beardProbability: rear === 'none' ? 35 : 0,
        clothes: ['turtleNeck', 'openJacket', 'shirt', 'tShirt', ...(rear === 'none' ? [] : ['dress'])],
      };
    },
  },
  personas: {
    exportName: 'personas',
    skin: ['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36'],
    hair: [
      'long',
      'sideShave',
      'shortCombover',
      'curlyHighTop',
      'bobCut',
      'curly',
      'pigtails',
      'curlyBun',
      'buzzcut',
      'bobBangs',
      'bald',
      'balding',
      'bunUndercut',
      'fade',
      'straightBun',
      'extraLong',
      'shortComboverChops',
    ],
    hairColor: NATURAL_HAIR,
    options: ({ skin, hair, hairColor }) => ({
      skinColor: [skin],
      hair: [hair],
      hairColor: [hairColor],
      eyes: ['open', 'happy', 'glasses'],
      mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
      nose: ['mediumRound', 'smallRound', 'wrinkles'],
      facialHair: ['beardMustache', 'walrus', 'goatee', 'shadow'],
      facialHairProbability: ['long', 'pigtails', 'extraLong', 'bobBangs', 'bobCut'].includes(hair) ? 0 : 25,
      body: ['squared', 'rounded', 'small'],
    }),
  },
};

/** Combinations of a style: every face of the pool must get its own. */
export const faceCombinations = (style: FaceStyle): number => {
  const p = PLANS[style];
  return p.skin.length * p.hair.length * p.hairColor.length;
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Face n's traits: n − 1 is multiplied by a step coprime with the number of combinations (a
 * bijection, so distinct n give distinct traits) and read as mixed-radix digits; the step makes
 * consecutive faces differ in skin, hair and colour rather than in one digit only.
 */
export function faceTraits(style: FaceStyle, n: number): FaceTraits {
  const p = PLANS[style];
  const total = faceCombinations(style);
  let step = Math.floor(total * 0.618) + 1;
  while (gcd(step, total) !== 1) step += 1;
  let k = ((n - 1) * step) % total;
  const pick = (list: readonly string[]) => {
    const value = list[k % list.length] as string;
    k = Math.floor(k / list.length);
    return value;
  };
  const skin = pick(p.skin);
  const hairColor = pick(p.hairColor);
  const hair = pick(p.hair);
  return { skin, hair, hairColor };
}

type DiceBear = {
  createAvatar: (style: unknown, options: Options) => { toString(): string };
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

export async function renderFaceSvg(style: FaceStyle, n: number): Promise<string> {
  const { createAvatar, collection } = await dicebear();
  const plan = PLANS[style];
  const impl = collection[plan.exportName];
  if (!impl) throw new Error(`DiceBear style ${style} missing`);
  return createAvatar(impl, {
    seed: faceSeed(style, n),
    size: 256,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    ...plan.options(faceTraits(style, n)),
  }).toString();
}
