-- What the win limits count for a bid of p_user on p_product (rules.ts WinCounts): auctions won
-- within the window and auctions led now, that auction left out; `major` over p_major_days and
-- major auctions only, `shopper` and `address` over p_week_days, `address` the most of any one of
-- the bidder's delivery addresses, counting every shopper with that address (0 without one).
-- With p_lock, the bid's turn is taken first: the bidder's turn lock (p_turn_lock, p_user) and one
-- lock per delivery address (p_address_lock, its hash), all tried, never waited for; when one is
-- held by another bid, every count is null (the caller refuses or retries). A VOLATILE function
-- reads with a fresh snapshot for each query, so the counts see every bid committed before the
-- locks were taken: two racing bids of one shopper, or of two shoppers at one address, cannot both
-- pass a limit. The led and the won auctions are asked apart, each by its own index
-- (products_open_leader_idx, products_winner_idx): an OR of the two made PostgreSQL combine both
-- indexes in a bitmap, which walks every dead version of a hot auction's row (bench/README.md).
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
