-- Opened, ended (with the winner), closed (nobody bid), withdrawn (closed by staff), or any later status.
CREATE OR REPLACE FUNCTION "auction_record_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auction_record_append(NEW.id,
    CASE WHEN NEW.status IN ('Ended', 'Closed') THEN coalesce(NEW.closed_at, auction_record_clock()) ELSE auction_record_clock() END,
    jsonb_build_object(
      -- Closed by the clock with nobody bidding is 'closed'; closed by staff before that is 'withdrawn'.
      'kind', CASE
        WHEN NEW.status = 'Closed' AND (OLD.status = 'Not Started' OR OLD.leader_id IS NOT NULL
          OR OLD.end_time > coalesce(NEW.closed_at, auction_record_clock())) THEN 'withdrawn'
        WHEN NEW.status = 'Open' THEN 'opened' WHEN NEW.status = 'Ended' THEN 'ended' WHEN NEW.status = 'Closed' THEN 'closed'
        WHEN NEW.status = 'Not Started' THEN 'scheduled' ELSE lower(NEW.status) END,
      'status', NEW.status, 'priceCents', NEW.current_price_cents, 'bidCount', NEW.bid_count,
      'endTime', auction_record_time(NEW.end_time), 'winnerId', NEW.winner_id,
      'winner', (SELECT u.nickname FROM users u WHERE u.id = NEW.winner_id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_record_status" AFTER UPDATE OF "status" ON "products" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "auction_record_status"();
