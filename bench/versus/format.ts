/**
 * The match both servers play in the bench: short countdowns and memorization, and a recall that
 * outlasts the spread of the starts (the driver sets BENCH_VERSUS_RECALL_S for its servers), so
 * every match of a run is in its recall at the same time.
 */
export const MATCH = {
  event: 'decimal',
  amount: 20,
  countdownS: 1,
  memorizeS: 1,
  get recallS(): number {
    return Number(process.env.BENCH_VERSUS_RECALL_S ?? 35);
  },
  /** Answer updates during recall, as a typing player's client sends them. */
  answerEveryMs: 200,
};
