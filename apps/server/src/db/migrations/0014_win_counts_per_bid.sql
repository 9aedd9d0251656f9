-- The win limits' count (bid_win_counts, migrations 0009 and 0013) with the same answers for less
-- per bid: each bid calls it in a transaction of its own, and a PL/pgSQL query costs its executor's
-- start on every call. The shopper's led and won auctions are one query (each part still by its own
-- index), and the delivery address's count, a join of the shopper's shipping profiles with everyone's,
-- is skipped when the shopper has none (it counts 0 then, as before). Measured per committed call in
-- a loop, for shoppers without an address: 0.036 to 0.050 ms against 0.069 to 0.093 ms
-- (bench/README.md). A shopper with an address saves the merged query only.
CREATE OR REPLACE FUNCTION "bid_win_counts"(p_user integer, p_product integer, p_lock boolean, p_turn_lock integer, p_address_lock integer,
  p_major_days integer, p_week_days integer, OUT major integer, OUT shopper integer, OUT address integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k text;
  addresses boolean := false;
BEGIN
  IF p_lock THEN
    IF NOT pg_try_advisory_xact_lock(p_turn_lock, p_user) THEN RETURN; END IF;
    FOR k IN SELECT DISTINCT delivery_address_key(s.street_address, s.complex, s.postal_code) FROM shipping_profiles s
        WHERE s.user_id = p_user ORDER BY 1 LOOP
      IF NOT pg_try_advisory_xact_lock(p_address_lock, hashtext(k)) THEN RETURN; END IF;
      addresses := true;
    END LOOP;
  ELSE
    addresses := EXISTS (SELECT 1 FROM shipping_profiles s WHERE s.user_id = p_user);
  END IF;
  SELECT o.major + e.major, o.every + e.every INTO major, shopper
    FROM (SELECT count(*) FILTER (WHERE w.category_id IS NULL) AS major, count(*) AS every
          FROM products w WHERE w.status = 'Open' AND w.leader_id = p_user AND w.id <> p_product) o,
         (SELECT count(*) FILTER (WHERE w.category_id IS NULL AND w.closed_at > clock_timestamp() - p_major_days * interval '1 day') AS major,
                 count(*) FILTER (WHERE w.closed_at > clock_timestamp() - p_week_days * interval '1 day') AS every
          FROM products w WHERE w.status = 'Ended' AND w.winner_id = p_user AND w.id <> p_product) e;
  IF NOT addresses THEN
    address := 0;
    RETURN;
  END IF;
  SELECT coalesce(max((SELECT count(*) FROM products w WHERE w.status = 'Open' AND w.leader_id = ANY (a.users) AND w.id <> p_product)
      + (SELECT count(*) FROM products w WHERE w.status = 'Ended' AND w.winner_id = ANY (a.users) AND w.id <> p_product
          AND w.closed_at > clock_timestamp() - p_week_days * interval '1 day')), 0)
    INTO address
    FROM (SELECT array_agg(DISTINCT o.user_id) AS users
      FROM shipping_profiles mine
      JOIN shipping_profiles o ON delivery_address_key(o.street_address, o.complex, o.postal_code)
        = delivery_address_key(mine.street_address, mine.complex, mine.postal_code)
      WHERE mine.user_id = p_user
      GROUP BY delivery_address_key(mine.street_address, mine.complex, mine.postal_code)) a;
END;
$$;
