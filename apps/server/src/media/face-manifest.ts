/**
 * The manifest of a face-photo pack: `MEDIA_DIR/faces/faces.csv`, one line per photo saying who it
 * shows, so the names event can give each photo a name that fits it:
 *
 *   file,gender,age,region
 *   anna-01.jpg,female,young,europe
 *   kwame-02.webp,male,older,africa
 *
 * gender: female | male; age: young (≈18–35) | middle (≈36–59) | older (60+); region: europe |
 * africa | east-asia | south-asia | west-asia (with North Africa and Central Asia) | latin-america.
 * The header line is required; blank lines and lines starting with '#' are ignored; values are
 * case-insensitive and may be padded with spaces. Every photo must be listed exactly once and every
 * listed file must exist.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AGE_BANDS, GENDERS, isAgeBand, isGender, isRegion, type Persona, REGIONS } from '@mnemoria/events';

export const FACE_MANIFEST = 'faces.csv';
const HEADER = 'file,gender,age,region';

/** Parses the manifest text: the persona per file, and every problem found (with its line number). */
export function parseFaceManifest(text: string): { personas: Map<string, Persona>; problems: string[] } {
  const personas = new Map<string, Persona>();
  const problems: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let headerSeen = false;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const at = `${FACE_MANIFEST} line ${i + 1}`;
    if (line === '' || line.startsWith('#')) return;
    const cells = line.split(',').map((c) => c.trim());
    if (!headerSeen) {
      headerSeen = true;
      if (cells.join(',').toLowerCase() !== HEADER)
        problems.push(`${at}: the first line must be the header "${HEADER}"`);
      return;
    }
    if (cells.length !== 4) {
      problems.push(`${at}: expected 4 values (${HEADER}), found ${cells.length}`);
      return;
    }
    const [file = '', g = '', a = '', r = ''] = cells;
    const [gender, age, region] = [g.toLowerCase(), a.toLowerCase(), r.toLowerCase()];
    const bad: string[] = [];
    if (!isGender(gender)) bad.push(`gender "${g}" is not one of ${GENDERS.join(', ')}`);
    if (!isAgeBand(age)) bad.push(`age "${a}" is not one of ${AGE_BANDS.join(', ')}`);
    if (!isRegion(region)) bad.push(`region "${r}" is not one of ${REGIONS.join(', ')}`);
    if (personas.has(file)) bad.push(`${file} is listed twice`);
    if (bad.length > 0 || !isGender(gender) || !isAgeBand(age) || !isRegion(region)) {
      problems.push(`${at}: ${bad.join('; ')}`);
      return;
    }
    personas.set(file, { gender, age, region });
  });
  if (!headerSeen)
    problems.push(`${FACE_MANIFEST} is empty; it needs the header "${HEADER}" and a line per photo`);
  return { personas, problems };
}

/**
 * Reads `dir/faces.csv` and matches it with the photos found: the persona of each photo, or the
 * problems (missing manifest, bad lines, photos not listed, listed files that do not exist).
 */
export async function readFaceManifest(
  dir: string,
  photos: readonly string[],
): Promise<{ personas: Map<string, Persona>; problems: string[] }> {
  let text: string;
  try {
    text = await readFile(join(dir, FACE_MANIFEST), 'utf8');
  } catch {
    return {
      personas: new Map(),
      problems: [
        `${FACE_MANIFEST} is missing: list every photo with who it shows ("${HEADER}"; see docs/operations.md)`,
      ],
    };
  }
  const { personas, problems } = parseFaceManifest(text);
  const present = new Set(photos);
  for (const photo of photos)
    if (!personas.has(photo)) problems.push(`${photo}: not listed in ${FACE_MANIFEST}`);
  for (const file of personas.keys())
    if (!present.has(file)) problems.push(`${FACE_MANIFEST} lists ${file}, which is not in the folder`);
  return { personas, problems };
}
