import dicebearData from './generated/dicebear.gen.json' with { type: 'json' };
import { IMAGE_SOURCE } from './images.ts';

/** One credit line for the in-app attributions page. */
export interface MediaAttribution {
  readonly title: string;
  readonly author: string;
  readonly licence: string;
  readonly url: string;
  /** What it is used for in Mnemoria. */
  readonly usage: string;
}

export function buildAttributions(): MediaAttribution[] {
  return [
    {
      title: `OpenMoji (${IMAGE_SOURCE.replace('@', ' ')})`,
      author: 'OpenMoji – the open-source emoji and icon project',
      licence: 'CC BY-SA 4.0',
      url: 'https://openmoji.org/',
      usage: 'Images event pictures and most animal pictures',
    },
    {
      title: 'Game Icons',
      author: 'Lorc, Delapouite and contributors (game-icons.net)',
      licence: 'CC BY 3.0',
      url: 'https://game-icons.net/',
      usage: 'Animal silhouettes for species OpenMoji does not draw (recoloured and framed by Mnemoria)',
    },
    {
      title: `DiceBear ${dicebearData.version}`,
      author: 'Florian Körner and contributors',
      licence: 'MIT (code); each avatar style has its own licence, listed below',
      url: 'https://www.dicebear.com/',
      usage: 'Face generator for the names and biography events',
    },
    ...dicebearData.styles.map((s) => ({
      title: `${s.title} (DiceBear style “${s.style}”)`,
      author: s.creator,
      licence: s.license,
      url: s.source || s.licenseUrl,
      usage: 'Faces (remixed by DiceBear)',
    })),
    {
      title: 'Mnemoria sounds',
      author: 'Mnemoria (synthesised in code)',
      licence: 'CC0 1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
      usage: 'Sounds and echopic events',
    },
    {
      title: 'Mnemoria playing cards',
      author: 'Mnemoria (generated in code)',
      licence: 'CC0 1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
      usage: 'Cards event faces and back',
    },
  ];
}
