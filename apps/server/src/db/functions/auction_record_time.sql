-- The fair-play record's times: UTC, to the microsecond, in one fixed-width ISO form.
CREATE OR REPLACE FUNCTION "auction_record_time"(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;
