/**
 * Given names the pet-name pool leaves out after review (the generated list was read through, and
 * every name that is also an English word was checked): names of gods, saints and religious
 * offices (a pet called after someone's deity or cleric offends), names that are mainly an animal
 * (a 'Jay' on a parrot's picture misleads), drug slang, and plain words that do not read as a name
 * when called out ('Loan', 'Nil'). Compared ignoring case.
 */
export const PET_NAME_EXCLUSIONS: readonly string[] = [
  // Deities, prophets, religious offices and holy places.
  'Allah',
  'Apollo',
  'Demeter',
  'Ganesha',
  'Garuda',
  'Imam',
  'Indra',
  'Jesus',
  'Krishna',
  'Mohamed',
  'Muhammad',
  'Rama',
  'Sakti',
  'Shakti',
  'Ararat',
  'Gentile',
  // Mainly an animal (or its genus).
  'Anas',
  'Ani',
  'Ara',
  'Bonito',
  'Brent',
  'Jay',
  'Rana',
  'Titi',
  // Slang, or a plain word rather than a name.
  'Baba',
  'Even',
  'Franc',
  'Job',
  'Line',
  'Loan',
  'Lone',
  'Long',
  'Mama',
  'Mile',
  'Nil',
  'Pave',
  'Toke',
  'Tome',
  'Tone',
  'Tope',
];
