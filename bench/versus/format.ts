/** The match both servers play in the bench: short, so a run plays many whole matches. */
export const MATCH = {
  event: 'decimal',
  amount: 20,
  countdownS: 1,
  memorizeS: 1,
  recallS: 5,
  /** Answer updates during recall, as a typing player's client sends them. */
  answerEveryMs: 200,
} as const;
