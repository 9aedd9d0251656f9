-- A new auction: its terms and the state it starts in. The demo seed lists finished auctions with
-- their history (bidCount > 0): the record says so, and the verifier reports it.
CREATE OR REPLACE FUNCTION "auction_record_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auction_record_append(NEW.id, auction_record_clock(), auction_record_terms(NEW) || jsonb_build_object(
    'kind', 'listed', 'status', NEW.status, 'priceCents', NEW.current_price_cents, 'bidCount', NEW.bid_count,
    'endTime', auction_record_time(NEW.end_time), 'winnerId', NEW.winner_id,
    'winner', (SELECT u.nickname FROM users u WHERE u.id = NEW.winner_id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_record_listed" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "auction_record_listed"();
