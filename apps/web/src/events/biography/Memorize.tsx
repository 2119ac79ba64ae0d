import { formatPhone, type Person } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import type { MemorizeProps } from '../types.ts';
import './biography.css';
import { MediaImg } from '../../media/media-img.tsx';

/** Biography cards (face, name, country, phone in the athlete's phone_format, 3 hobbies); current highlighted. */
export function BiographyMemorize({ data, settings, current }: MemorizeProps) {
  const people = data.formatted as Person[];
  const currentRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <div className="bio-cards" data-testid="memorize-biography">
      {people.map((person, i) => (
        <article
          // biome-ignore lint/suspicious/noArrayIndexKey: cards never reorder
          key={i}
          ref={i === current ? currentRef : undefined}
          className={`bio-card${i === current ? ' is-current' : ''}`}
          aria-current={i === current ? 'true' : undefined}
          aria-label={`Person ${i + 1}`}
          data-person={i}
          data-face={person.face}
          data-name={person.name}
          data-country={person.country}
          data-phone={person.phone}
          data-hobbies={person.hobbies.join('|')}
        >
          <MediaImg className="bio-card__face" url={person.face} alt="" width={160} height={160} />
          <dl className="bio-card__facts">
            <div className="bio-card__name">
              <dt className="visually-hidden">Name</dt>
              <dd>{person.name}</dd>
            </div>
            <div>
              <dt>Country</dt>
              <dd>{person.country}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd className="bio-card__phone">{formatPhone(person.phone, settings.phone_format)}</dd>
            </div>
            <div>
              <dt>Hobbies</dt>
              <dd>
                <ul className="bio-card__hobbies">
                  {person.hobbies.map((hobby) => (
                    <li key={hobby}>{hobby}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </article>
      ))}
    </div>
  );
}
