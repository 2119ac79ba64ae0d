-- A versus state with no open match shows the user's latest finished match: without these, that
-- lookup read every finished match, a cost that grew with the history on every state push.
CREATE INDEX "matches_over_a_idx" ON "matches" ("user_a", "ended_at" DESC) WHERE "stage" = 'over';--> statement-breakpoint
CREATE INDEX "matches_over_b_idx" ON "matches" ("user_b", "ended_at" DESC) WHERE "stage" = 'over';
