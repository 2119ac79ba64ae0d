/**
 * What each DiceBear style may draw for a persona. Skin tones are listed per region (light to dark
 * within each style's palette), hair per gender: women get long, tied-up or bobbed hair and never a
 * beard or moustache, men short cuts and a beard now and then, more often with age. Older people get
 * grey or white hair (and wrinkles or a receding line where the style has them); the middle-aged
 * sometimes grey. Everything else (eyes, mouth, clothes, glasses) varies with the face's seed.
 */
import type { AgeBand, Gender, Persona, Region } from '@mnemoria/events';
import type { FaceStyle } from './manifest.ts';

type Options = Record<string, unknown>;

/** The identity of a face within its persona: what tells two people apart at a glance. */
export interface FaceTraits {
  readonly skin: string;
  readonly hair: string;
  readonly hairColor: string;
}

export interface StylePlan {
  readonly exportName: string;
  readonly skin: Readonly<Record<Region, readonly string[]>>;
  readonly hair: (p: Persona) => readonly string[];
  readonly options: (t: FaceTraits, p: Persona) => Options;
}

const BLACK = '2c1b18';
const DARK_BROWN = '4a312c';
const GREY = '9e9e9e';
const WHITE = 'e8e1e1';
/** Natural young hair colours by region: every shade in Europe, black and dark brown elsewhere. */
const HAIR_BY_REGION: Readonly<Record<Region, readonly string[]>> = {
  europe: [BLACK, DARK_BROWN, '724133', 'a55728', 'b58143', 'd6b370', 'c93305'],
  africa: [BLACK, DARK_BROWN],
  'east-asia': [BLACK, DARK_BROWN],
  'south-asia': [BLACK, DARK_BROWN],
  'west-asia': [BLACK, DARK_BROWN, '724133'],
  'latin-america': [BLACK, DARK_BROWN, '724133', 'b58143'],
};

export function hairColors(age: AgeBand, region: Region): readonly string[] {
  if (age === 'older') return [GREY, WHITE];
  return age === 'middle' ? [...HAIR_BY_REGION[region], GREY] : HAIR_BY_REGION[region];
}

const beardChance = (p: Persona): number => (p.gender === 'female' ? 0 : p.age === 'young' ? 20 : 45);
const byGender = (gender: Gender, female: readonly string[], male: readonly string[]) =>
  gender === 'female' ? female : male;

const AVATAAARS_FEMALE = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'bigHair',
  'froBand',
];
const AVATAAARS_MALE = [
  'dreads01',
  'dreads02',
  'frizzle',
  'fro',
  'shaggy',
  'shaggyMullet',
  'shortCurly',
  'shortFlat',
  'shortRound',
  'shortWaved',
  'sides',
  'theCaesar',
  'theCaesarAndSidePart',
];

const avataaars: StylePlan = {
  exportName: 'avataaars',
  skin: {
    europe: ['ffdbb4', 'edb98a'],
    'east-asia': ['ffdbb4', 'edb98a'],
    'west-asia': ['edb98a', 'd08b5b'],
    'latin-america': ['edb98a', 'd08b5b', 'ae5d29'],
    'south-asia': ['d08b5b', 'ae5d29'],
    africa: ['ae5d29', '614335'],
  },
  hair: (p) => [
    ...byGender(p.gender, AVATAAARS_FEMALE, AVATAAARS_MALE),
    ...(p.region === 'west-asia' && p.gender === 'female' ? ['hijab'] : []),
    ...(p.region === 'south-asia' && p.gender === 'male' ? ['turban'] : []),
  ],
  options: ({ skin, hair, hairColor }, p) => ({
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
    facialHairProbability: beardChance(p),
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: p.age === 'young' ? 10 : 35,
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
};

const toonHead: StylePlan = {
  exportName: 'toonHead',
  skin: {
    europe: ['f1c3a5', 'c68e7a'],
    'east-asia': ['f1c3a5', 'b98e6a'],
    'west-asia': ['c68e7a', 'b98e6a'],
    'latin-america': ['c68e7a', 'b98e6a', 'a36b4f'],
    'south-asia': ['b98e6a', 'a36b4f'],
    africa: ['a36b4f', '5c3829'],
  },
  // Front hair / back hair: women's hair reaches the shoulders or beyond, under a side parting or a
  // bun (spiky or undercut fronts read as a man's cut); men have none behind (the style's
  // neck-length back hair reads as a woman's cut).
  hair: (p) =>
    p.gender === 'female'
      ? ['sideComed', 'bun'].flatMap((f) =>
          ['longStraight', 'longWavy', 'shoulderHigh'].map((r) => `${f}/${r}`),
        )
      : ['sideComed/none', 'undercut/none', 'spiky/none'],
  options: ({ skin, hair, hairColor }, p) => {
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
      beardProbability: beardChance(p),
      clothes: ['turtleNeck', 'openJacket', 'shirt', 'tShirt', ...(p.gender === 'female' ? ['dress'] : [])],
    };
  },
};

const PERSONAS_FEMALE = ['long', 'bobCut', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong'];
const PERSONAS_MALE = ['shortCombover', 'curlyHighTop', 'buzzcut', 'fade', 'shortComboverChops'];

const personas: StylePlan = {
  exportName: 'personas',
  skin: {
    europe: ['eeb4a4', 'e7a391'],
    'east-asia': ['e7a391', 'e5a07e'],
    'west-asia': ['e5a07e', 'd78774'],
    'latin-america': ['e5a07e', 'd78774', 'b16a5b'],
    'south-asia': ['d78774', 'b16a5b', '92594b'],
    africa: ['92594b', '623d36'],
  },
  hair: (p) => [
    ...byGender(p.gender, PERSONAS_FEMALE, PERSONAS_MALE),
    ...(p.gender === 'female' && p.age === 'young' ? ['pigtails'] : []),
    ...(p.gender === 'male' && p.age !== 'young' ? ['bald', 'balding'] : []),
  ],
  options: ({ skin, hair, hairColor }, p) => ({
    skinColor: [skin],
    hair: [hair],
    hairColor: [hairColor],
    eyes: ['open', 'happy', ...(p.age === 'young' ? [] : ['glasses'])],
    mouth: ['smile', 'bigSmile', 'smirk', ...(p.gender === 'female' ? ['lips'] : [])],
    nose: p.age === 'older' ? ['wrinkles'] : ['mediumRound', 'smallRound'],
    facialHair: ['beardMustache', 'walrus', 'goatee', 'shadow'],
    facialHairProbability: beardChance(p),
    body: ['squared', 'rounded', 'small'],
  }),
};

export const PLANS: Readonly<Record<FaceStyle, StylePlan>> = { avataaars, 'toon-head': toonHead, personas };
