-- The moment of an entry written by a trigger on the auction's row (its listing, a change of state
-- or of terms) is the clock's, except in a transaction that replays history at its own moments: the
-- demo seed plays each demo auction's invented history through the record (issue 50) and sets
-- blitz.record_at, local to its transaction, to the moment of the statement it runs next; nothing
-- else sets it. The bids' entries carry their own moment (placed_at). Anyone who may run this could
-- as well call auction_record_append with any moment, so the setting opens nothing new.
CREATE OR REPLACE FUNCTION "auction_record_clock"() RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(nullif(current_setting('blitz.record_at', true), '')::timestamptz, clock_timestamp())
$$;
