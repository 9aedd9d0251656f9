-- The record, the daily digests and every recorded bid are append-only.
CREATE OR REPLACE FUNCTION "fair_play_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "auction_record_no_change" BEFORE UPDATE OR DELETE ON "auction_record" FOR EACH ROW EXECUTE FUNCTION "fair_play_append_only"();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "record_digests_no_change" BEFORE UPDATE OR DELETE ON "record_digests" FOR EACH ROW EXECUTE FUNCTION "fair_play_append_only"();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "bids_record_no_change" BEFORE UPDATE OR DELETE ON "bids" FOR EACH ROW
  WHEN (OLD.record_seq IS NOT NULL) EXECUTE FUNCTION "fair_play_append_only"();
