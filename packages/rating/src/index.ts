export * from './glicko2.ts';
export * from './matchmaking.ts';
