/**
 * Sound pool: short (≈1–1.6 s) sounds synthesised by the server from these recipes (own work, CC0).
 * Ten instrument timbres × seven melodic shapes, each in its own register, plus percussion and
 * sound effects, so two sounds differ in timbre or contour, never only by a semitone.
 */
export const TIMBRES = [
  'piano',
  'organ',
  'guitar',
  'bell',
  'marimba',
  'flute',
  'brass',
  'strings',
  'clarinet',
  'chiptune',
] as const;
export type Timbre = (typeof TIMBRES)[number];

export const MOTIFS = ['note', 'rise', 'fall', 'repeat', 'leap', 'chord', 'trill'] as const;
export type Motif = (typeof MOTIFS)[number];

export const EFFECTS = [
  'kick-drum',
  'snare-drum',
  'closed-hi-hat',
  'open-hi-hat',
  'crash-cymbal',
  'tom-roll',
  'hand-clap',
  'cowbell',
  'wood-block',
  'shaker',
  'tambourine',
  'triangle',
  'gong',
  'heartbeat',
  'clock-ticking',
  'bubble-pop',
  'water-drop',
  'laser-zap',
  'rising-chirp',
  'falling-chirp',
  'siren',
  'alarm-beeps',
  'coin',
  'power-up',
  'power-down',
  'spring-boing',
  'wind-whoosh',
  'thunder-rumble',
  'telephone-ring',
  'doorbell',
  'morse-code',
  'engine-rumble',
  'sonar-ping',
  'radio-static',
  'bird-tweet',
  'cricket-chirps',
  'noise-sweep',
] as const;
export type Effect = (typeof EFFECTS)[number];

export type SoundRecipe =
  | {
      readonly type: 'melody';
      readonly timbre: Timbre;
      readonly motif: Motif;
      /** MIDI note of the motif's first note. */
      readonly root: number;
      /** 0–9: picks the chord colour, arpeggio, trill interval and rhythm, so timbres differ in shape too. */
      readonly flavour: number;
    }
  | { readonly type: 'effect'; readonly effect: Effect };

export interface SoundSpec {
  readonly id: string;
  readonly label: string;
  readonly recipe: SoundRecipe;
}

const TIMBRE_LABEL: Record<Timbre, string> = {
  piano: 'Piano',
  organ: 'Organ',
  guitar: 'Guitar',
  bell: 'Bell',
  marimba: 'Marimba',
  flute: 'Flute',
  brass: 'Brass',
  strings: 'Strings',
  clarinet: 'Clarinet',
  chiptune: '8-bit synth',
};
const MOTIF_LABEL: Record<Motif, string> = {
  note: 'long note',
  rise: 'rising arpeggio',
  fall: 'falling arpeggio',
  repeat: 'three short notes',
  leap: 'octave leap',
  chord: 'chord',
  trill: 'trill',
};
/** MIDI note each timbre sits around, and how far each motif moves it, so registers spread out. */
const TIMBRE_BASE: Record<Timbre, number> = {
  piano: 60,
  organ: 48,
  guitar: 52,
  bell: 76,
  marimba: 67,
  flute: 77,
  brass: 50,
  strings: 57,
  clarinet: 64,
  chiptune: 71,
};
const MOTIF_SHIFT: Record<Motif, number> = {
  note: 0,
  rise: 3,
  fall: -2,
  repeat: 5,
  leap: -5,
  chord: 2,
  trill: 7,
};

const titleCase = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

export function buildSoundSpecs(): SoundSpec[] {
  const specs: SoundSpec[] = [];
  const add = (label: string, recipe: SoundRecipe) =>
    specs.push({ id: `s${String(specs.length + 1).padStart(3, '0')}`, label, recipe });
  TIMBRES.forEach((timbre, flavour) => {
    for (const motif of MOTIFS)
      add(`${TIMBRE_LABEL[timbre]} ${MOTIF_LABEL[motif]}`, {
        type: 'melody',
        timbre,
        motif,
        root: TIMBRE_BASE[timbre] + MOTIF_SHIFT[motif],
        flavour,
      });
  });
  for (const effect of EFFECTS) add(titleCase(effect), { type: 'effect', effect });
  return specs;
}

export const SOUND_SPECS: readonly SoundSpec[] = buildSoundSpecs();
export const soundUrl = (id: string): string => `/media/sounds/${id}.wav`;
