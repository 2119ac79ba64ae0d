import type { MajorPart } from '@mnemoria/protocol';

/** ARPAbet consonants as a reader says them, with an example where the letters mislead. */
const SOUND_NAMES: Readonly<Record<string, string>> = {
  CH: 'ch',
  DH: 'th (this)',
  ER: 'r (her)',
  JH: 'j',
  NG: 'ng (sing)',
  SH: 'sh',
  TH: 'th (thin)',
  ZH: 'zh (measure)',
  HH: 'h',
};

export const soundName = (arpabet: string) => SOUND_NAMES[arpabet] ?? arpabet.toLowerCase();

/** 'ph' → 8 or 'f' → 8: the counted letters (spelling) or the heard sound (sound) of a part. */
export const partLabel = (part: MajorPart) => ('letters' in part ? part.letters : soundName(part.sound));
