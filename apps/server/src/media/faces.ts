/**
 * DiceBear faces rendered from the seed in the URL. Options keep the styles human and plausible:
 * natural skin and hair colours, no hearts-for-eyes, vomit mouths, cat ears or cyclops faces.
 */
import { type FaceStyle, faceSeed } from './manifest.ts';

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f4e4bc', 'dfe6ec'];
const NATURAL_SKIN = ['f2d3b1', 'ecad80', 'd08b5b', 'ae5d29', '9e5622', '763900', '614335'];
const NATURAL_HAIR = [
  '0e0e0e',
  '2c1b18',
  '4a312c',
  '724133',
  'a55728',
  'b58143',
  'd6b370',
  'afafaf',
  'e8e1e1',
];

type Options = Record<string, unknown>;

const STYLE_OPTIONS: Record<FaceStyle, Options> = {
  avataaars: {
    skinColor: ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'],
    eyes: ['default', 'happy', 'side', 'squint', 'surprised', 'wink'],
    eyebrows: [
      'defaultNatural',
      'flatNatural',
      'raisedExcitedNatural',
      'upDownNatural',
      'default',
      'raisedExcited',
    ],
    mouth: ['default', 'smile', 'serious', 'twinkle', 'concerned', 'disbelief'],
    hairColor: ['a55728', '2c1b18', 'b58143', 'd6b370', '724133', '4a312c', 'ecdcbf', 'c93305', 'e8e1e1'],
    accessories: ['kurt', 'prescription01', 'prescription02', 'round', 'sunglasses', 'wayfarers'],
    accessoriesProbability: 20,
    facialHairProbability: 20,
  },
  personas: {
    mouth: ['smile', 'frown', 'surprise', 'bigSmile', 'smirk', 'lips'],
  },
  micah: {
    hairColor: ['000000', '77311d', 'ac6651', 'f4d150', 'e0ddff', 'ffffff'],
    mouth: ['laughing', 'nervous', 'smile', 'sad', 'frown', 'smirk', 'surprised'],
    facialHairProbability: 20,
  },
  adventurer: {
    hairColor: [
      'ac6511',
      'cb6820',
      'ab2a18',
      'e5d7a3',
      'b9a05f',
      '796a45',
      '6a4e35',
      '562306',
      '0e0e0e',
      'afafaf',
    ],
    glassesProbability: 15,
  },
  'big-smile': {
    accessories: ['glasses', 'sunglasses', 'mustache'],
    accessoriesProbability: 25,
    eyes: ['cheery', 'normal', 'confused', 'winking', 'sleepy'],
    mouth: ['openedSmile', 'unimpressed', 'gapSmile', 'teethSmile', 'awkwardSmile'],
    hairColor: ['220f00', '3a1a00', '71472d', 'e2ba87', 'd56c0c', 'e9b729'],
  },
  lorelei: { skinColor: NATURAL_SKIN, hairColor: NATURAL_HAIR, glassesProbability: 15 },
  notionists: { gestureProbability: 0, bodyIconProbability: 0 },
  'open-peeps': {
    face: [
      'awe',
      'blank',
      'calm',
      'cheeky',
      'concerned',
      'cute',
      'driven',
      'eatingHappy',
      'explaining',
      'eyesClosed',
      'lovingGrin1',
      'old',
      'serious',
      'smile',
      'smileBig',
      'smileLOL',
      'smileTeethGap',
      'solemn',
      'suspicious',
      'tired',
    ],
    accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5', 'sunglasses'],
    maskProbability: 0,
  },
};

const EXPORT_NAME: Record<FaceStyle, string> = {
  avataaars: 'avataaars',
  personas: 'personas',
  micah: 'micah',
  adventurer: 'adventurer',
  'big-smile': 'bigSmile',
  lorelei: 'lorelei',
  notionists: 'notionists',
  'open-peeps': 'openPeeps',
};

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
  const impl = collection[EXPORT_NAME[style]];
  if (!impl) throw new Error(`DiceBear style ${style} missing`);
  return createAvatar(impl, {
    seed: faceSeed(style, n),
    size: 256,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    ...STYLE_OPTIONS[style],
  }).toString();
}
