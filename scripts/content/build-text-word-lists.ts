/**
 * Tuning data for the word selection in build-text-words.ts: WordNet classes, targets and
 * thresholds, and the hand-kept word sets that the frequency and class rules cannot get right.
 */

export const LEXNAMES = [
  'adj.all',
  'adj.pert',
  'adv.all',
  'noun.Tops',
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.attribute',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.feeling',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.motive',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.possession',
  'noun.process',
  'noun.quantity',
  'noun.relation',
  'noun.shape',
  'noun.state',
  'noun.substance',
  'noun.time',
  'verb.body',
  'verb.change',
  'verb.cognition',
  'verb.communication',
  'verb.competition',
  'verb.consumption',
  'verb.contact',
  'verb.creation',
  'verb.emotion',
  'verb.motion',
  'verb.perception',
  'verb.possession',
  'verb.social',
  'verb.stative',
  'verb.weather',
  'adj.ppl',
] as const;

/** Things you can see and touch: the bulk of the list. */
export const CONCRETE_NOUNS = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.body',
  'noun.food',
  'noun.object',
  'noun.plant',
  'noun.substance',
]);
/** Picturable but with more abstract members: only their more frequent words get in. */
export const SEMI_CONCRETE_NOUNS = new Set(['noun.person', 'noun.phenomenon', 'noun.location', 'noun.shape']);
/** Verbs you can act out. */
export const ACTION_VERBS = new Set([
  'verb.body',
  'verb.consumption',
  'verb.contact',
  'verb.creation',
  'verb.motion',
  'verb.perception',
  'verb.weather',
  'verb.competition',
]);

export const NOUN_TARGET = 2900;
export const VERB_TARGET = 350;
export const ADJECTIVE_TARGET = 300;
/** SemCor tags an adjective needs: keeps to everyday adjectives. */
export const ADJECTIVE_MIN_TAGS = 5;
/** A concrete noun whose verb or adjective reading is more common still counts if its tags × this reach it. */
export const NOUN_SHARE = 4;
/** SUBTLEXus count every word needs: below it are jargon, archaisms and subtitle artefacts. */
export const MIN_COUNT = 5;
/** SUBTLEXus count below which a word with no SemCor tag at all is left out. */
export const RARE_UNTAGGED_COUNT = 20;
/** SUBTLEXus count a semi-concrete noun needs (a concrete noun only needs to be in the list). */
export const SEMI_CONCRETE_MIN_COUNT = 150;

/** Closed-class and chat words that WordNet also lists as nouns (e.g. 'will', 'may', 'mine'). */
export const FUNCTION_WORDS = new Set(
  (
    'all also any are been being but can could did does doing done each either else even ever few for from had has ' +
    'have her here hers him his how however may might mine more most much must neither never none nor not now ' +
    'off okay once one only other ought our ours out over own same shall she should some such than that the their ' +
    'them then there these they this those though thus too under until upon very was were what when where which ' +
    'while who whom whose why will with would yes yet you your yours gonna wanna gotta yeah huh hey wow ' +
    'ain isn don haven didn doesn wasn weren hasn hadn wouldn shouldn couldn won aren'
  ).split(' '),
);

/**
 * Words the rules above let through that are jargon, abbreviations, slang, archaic, or abstract
 * despite their WordNet class; found by reading the generated list.
 */
export const NOT_PICTURABLE = new Set(
  (
    'agglutinin albumin alveolus anastomosis anion antiserum antigen antibody bronchus calorimeter capstan ' +
    'cantle carabao ciliate commutator conjugate cytoplasm dichondra dimer emanation ester fluorescein ' +
    'globulin hilum ileum intima isocyanate jejunum lymphocyte manometer mucosa myocardium neocortex ' +
    'neutrophil nectary pleura protease reactant reagent riboflavin serratus sowbelly surfactant ' +
    'thermocouple transducer triphammer wrack nubbin manzanita rooftree sis milord prima ops rom lan lac ' +
    'ell tor dun pique cusp takin temp rep pro mic mini etcetera whatnot longshot amigo bam bronc chum ' +
    'fella dude goody hotshot doggie doggy piggy pinkie phoney hookup standby setup closeup adjunct ' +
    'constituent contrivance duplication formulation impurity nourishment sustenance foodstuff ' +
    'perforation obstruction dilution effluent residue emanation substrate solvent silicate hydroxide ' +
    'iodide isotope halogen cathode electrode capacitor resistor oscillator transponder interceptor ' +
    'phalanx physiognomy visage tidbit subsection midsection midst vicinity whereabouts seaboard ' +
    'landmass subcontinent bottomland highroad hostelry haberdashery gadgetry livery layette dais ' +
    'bower belfry bivouac barrack gristmill packinghouse feedlot tollhouse railhead streamliner ' +
    'superhighway straightaway thoroughfare clodhopper clotheshorse hardtack sickroom greenroom ' +
    'wardroom repertory sanitarium infirmary dispensary commissary precinct province sector region ' +
    'territory district chaise cowhide gabardine velour vellum patina frieze motif monochrome ' +
    'photomontage modernism innovation consequence origin output source solution system structure ' +
    'facility frontier position direction destination material product commodity merchandise ' +
    'device apparatus equipment machinery circuitry mainframe interface internet footage member ' +
    'constituent employee employer client customer buyer dealer broker agent candidate official ' +
    'executive principal producer reader observer entrant admirer believer dreamer loner rookie ' +
    'protozoa larva spore spawn pith dross cud nubbin stub hasp chock cleat actin blende bleu bromide ' +
    'chitlins intercostal ipecac heparin larboard lox madder peptide saltpeter saran sawbuck sulfa telex ' +
    'pinot swill epinephrine humanoid conglomerate corrective generic triplicate topside halfway ' +
    'mistaken hypothalamus cerebellum pituitary umbilical jugular septum sinker shunt sham getup garb ' +
    // number words and abstract adjectives
    'two three four five six seven eight nine ten eleven twelve fifty hundred million first second ' +
    'third fourth fifth sixth seventh eighth ninth tenth another every many several whole entire due worth outside downtown ' +
    'near former prior mere liable contrary unlike various multiple relative specific particular ' +
    'potential federal political nuclear civil civilian commercial appropriate minimum maximum primary ' +
    'previous internal inner outer upper available likely possible necessary certain actual exact ' +
    'usual typical similar equal basic main final complete personal private public local regular ' +
    'former unknown logical ideal domestic conscious responsible reasonable effective independent ' +
    'exclusive traditional automatic potential recent temporary permanent immediate ultimate absolute ' +
    // abstract or odd verbs
    'seem cause appear afford accomplish fulfill institute initiate employ generate manufacture ' +
    'duplicate publish dispatch draft deposit audition monitor witness present boom obscure lace arch ' +
    'notch recess riddle slime telescope pepper bat shy fancy darn sire practise pry conceive ' +
    'develop produce apply overcome encounter expose approach advance retreat release return suffer ' +
    'intubate infiltrate induce implant jive teen'
  ).split(' '),
);

/** Irregular past tenses and participles, which the suffix rule cannot see. */
export const IRREGULAR_VERB_FORMS = new Set(
  (
    'ate beaten became began begun bent bit bitten blew blown bore born bought bound bred broke broken brought ' +
    'built burnt came caught chose chosen clung crept dealt did done drank drawn drew driven drove drunk dug ' +
    'dwelt eaten fallen fed fell felt fled flew flown forbade forgave forgot forgotten fought found froze ' +
    'frozen gave given gone got gotten grew ground grown heard held hid hidden hung kept knelt knew known ' +
    'laid lain led left lent lit lost made meant met paid ran rang risen rode rose rung said sang sank sat ' +
    'seen sent shook shot shown shrank shut slain slept slid sold sought spat spent spoke spoken spun ' +
    'stank stole stolen stood struck stuck stung sung sunk swam swept swore sworn swung taken taught thought ' +
    'threw thrown told took tore torn understood wept woke woken won wore worn wound written wrote'
  ).split(' '),
);

/** Nouns that look like verb forms but are everyday things. */
export const KEEP_DESPITE_SUFFIX = new Set(
  (
    'building ceiling clothing painting wedding icing frosting stuffing pudding earring railing awning ' +
    'bedding seed evening sibling landing ring'
  ).split(' '),
);
