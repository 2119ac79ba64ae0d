import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button.tsx';
import './game.css';
import '../ui/page.css';

/** A plain full-screen message with the way back (not playable, failed start). */
export function GameMessage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <main className="game-message">
      <title>{`${title} · Mnemoria`}</title>
      <div className="game-message__card panel">
        <h1 className="game-message__title">{title}</h1>
        <p className="game-message__text" role="alert">
          {children}
        </p>
        <ButtonLink to={back} variant="primary">
          Back to the event
        </ButtonLink>
      </div>
    </main>
  );
}
