import { CARD_RANKS, CARD_SUITS, type CardItem } from '../types.ts';

/** 52 generated card faces plus one back, all served as SVG by the server. */
export const cardId = (rank: string, suit: string): string => `${rank}-of-${suit}`;
export const cardUrl = (id: string): string => `/media/cards/${id}.svg`;
export const CARD_BACK_URL = '/media/cards/back.svg';

export function buildCards(): CardItem[] {
  return CARD_SUITS.flatMap((suit) =>
    CARD_RANKS.map((rank) => {
      const id = cardId(rank, suit);
      return { id, suit, rank, url: cardUrl(id) };
    }),
  );
}
