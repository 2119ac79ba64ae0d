import type { MajorMapping } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { bootHydration } from '../../app/boot-hydration.ts';
import { PublicPage } from '../../ui/public-page.tsx';
import '../../ui/field.css';
import { FindNumbers } from './find-numbers.tsx';
import { isDefaultMajorMapping, loadMapping, MAJOR_DEFAULT_MAPPING } from './mapping.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { WordSearch } from './word-search.tsx';
import './major-system.css';

/**
 * The public Major System helper: edit the digit ↔ letter mapping, find a word's number, and
 * find nouns for 1 to 3 digits by sound or by spelling. Everything comes from our own server.
 */
export function MajorSystemPage() {
  // The prerendered page shows the default mapping; one saved in this browser comes in right after.
  const [hydrating] = useState(() => bootHydration.active);
  const [mapping, setMapping] = useState<MajorMapping>(() =>
    hydrating ? MAJOR_DEFAULT_MAPPING : loadMapping(),
  );
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!hydrating) return;
    const saved = loadMapping();
    if (isDefaultMajorMapping(saved)) return;
    setMapping(saved);
    setRestored(true);
  }, [hydrating]);
  return (
    <PublicPage title="Major System" className="major">
      <header className="page__header">
        <h1 className="page__title">Major System</h1>
        <p className="page__lead">
          Turn numbers into words and words into numbers. Each digit stands for consonant sounds; vowels are
          free, so 82 can be a <em>phone</em> or a <em>van</em>.
        </p>
      </header>
      {/* Keyed: the editor's fields start from the mapping, so a restored one starts them afresh. */}
      <MappingEditor key={restored ? 'saved' : 'default'} mapping={mapping} onChange={setMapping} />
      <div className="major__tools">
        <FindNumbers mapping={mapping} />
        <WordSearch mapping={mapping} />
      </div>
      <p className="major__muted major__credits">
        Words and pronunciations from the CMU Pronouncing Dictionary, WordNet and SUBTLEXus:{' '}
        <Link to="/resources/content">content &amp; credits</Link>.
      </p>
    </PublicPage>
  );
}
