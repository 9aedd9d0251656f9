-- The moment of an entry written by a trigger on the auction's row (its listing, a change of state
-- or of terms) is the clock's, except in a transaction that replays history at its own moments: the
-- demo seed plays each demo auction's invented history through the record (listed the day before,
-- opened at its start, each bid at its moment, ended at its end) so that the shop's verifier checks
-- it as it checks a real auction (issue 50). It sets blitz.record_at, local to its transaction, to
-- the moment of the statement it runs next; nothing else sets it. The bids' entries already carry
-- their own moment (placed_at). Anyone who may run this could as well call auction_record_append
-- with any moment, so the setting opens nothing new.
CREATE FUNCTION "auction_record_clock"() RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(nullif(current_setting('blitz.record_at', true), '')::timestamptz, clock_timestamp())
$$;--> statement-breakpoint
-- Migration 0006's functions, with auction_record_clock() where they read clock_timestamp().
CREATE OR REPLACE FUNCTION "auction_record_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auction_record_append(NEW.id, auction_record_clock(), auction_record_terms(NEW) || jsonb_build_object(
    'kind', 'listed', 'status', NEW.status, 'priceCents', NEW.current_price_cents, 'bidCount', NEW.bid_count,
    'endTime', auction_record_time(NEW.end_time), 'winnerId', NEW.winner_id,
    'winner', (SELECT u.nickname FROM users u WHERE u.id = NEW.winner_id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
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
CREATE OR REPLACE FUNCTION "auction_record_terms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auction_record_append(NEW.id, auction_record_clock(), auction_record_terms(NEW) || jsonb_build_object(
    'kind', 'changed', 'endTime', auction_record_time(NEW.end_time)));
  RETURN NULL;
END;
$$;
