import type { MajorMapping } from '@mnemoria/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublicPage } from '../../ui/public-page.tsx';
import '../../ui/field.css';
import { FindNumbers } from './find-numbers.tsx';
import { loadMapping } from './mapping.ts';
import { MappingEditor } from './mapping-editor.tsx';
import { WordSearch } from './word-search.tsx';
import './major-system.css';

/**
 * The public Major System helper: edit the digit ↔ letter mapping, find a word's number, and
 * find nouns for 1 to 3 digits by sound or by spelling. Everything comes from our own server.
 */
export function MajorSystemPage() {
  const [mapping, setMapping] = useState<MajorMapping>(loadMapping);
  return (
    <PublicPage title="Major System" className="major">
      <header className="page__header">
        <h1 className="page__title">Major System</h1>
        <p className="page__lead">
          Turn numbers into words and words into numbers. Each digit stands for consonant sounds; vowels are
          free, so 82 can be a <em>phone</em> or a <em>van</em>.
        </p>
      </header>
      <MappingEditor mapping={mapping} onChange={setMapping} />
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
