-- Issue 38 item 6: the reports over 1,000,000 matches read what they count from index ranges alone
-- (docs/reports.md). Diversity and adverse impact over the whole marketplace read each person's matches (statuses
-- reached, score) in the order of the person's id and join their answer pair in the same order; a range of days
-- reads its matches from an index on their creation instead of every match; time in status reads one status's
-- stays of a range of days (or of every day) as one range, status first, so its statuses can be counted apart and
-- two at a time. The indexes these replace led with the day or lacked the score.
CREATE INDEX "match_events_ended_stays_by_status_and_match_day" ON "match_events" USING btree ("to_status","match_created_at","stay_days") WHERE "match_events"."stay_days" is not null and ("match_events"."from_status" is null or "match_events"."from_status" <> "match_events"."to_status");--> statement-breakpoint
DROP INDEX "match_events_ended_stays";--> statement-breakpoint
DROP INDEX "match_events_ended_stays_by_match_day";--> statement-breakpoint
CREATE INDEX "matches_jobseeker_reached_score" ON "matches" USING btree ("jobseeker_id","reached","score");--> statement-breakpoint
DROP INDEX "matches_jobseeker_reached";--> statement-breakpoint
CREATE INDEX "matches_created_at_counts" ON "matches" USING btree ("created_at","jobseeker_id","reached","score");--> statement-breakpoint
CREATE INDEX "match_open_stays_by_status_and_match_day" ON "match_open_stays" USING btree ("status","match_created_at","since");--> statement-breakpoint
DROP INDEX "match_open_stays_status_since";--> statement-breakpoint
DROP INDEX "match_open_stays_by_match_day";--> statement-breakpoint
CREATE INDEX "jobseeker_demographic_pairs_user_pair" ON "jobseeker_demographic_pairs" USING btree ("user_id","pair_id");
