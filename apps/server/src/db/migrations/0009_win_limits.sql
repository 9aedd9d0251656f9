-- Win limits (issue 14). A delivery address as the limits compare it: street and complex with
-- everything but letters and digits left out, lower-cased, and the postal code.
CREATE FUNCTION "delivery_address_key"(street text, complex text, postal text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(street || complex, '[^[:alnum:]]+', '', 'g')) || ':' || regexp_replace(postal, '[^[:alnum:]]+', '', 'g')
$$;--> statement-breakpoint
-- What the win limits count for a bid of p_user on p_product (rules.ts WinCounts): auctions won
-- within the window and auctions led now, that auction left out; `major` over p_major_days and
-- major auctions only, `shopper` and `address` over p_week_days, `address` the most of any one of
-- the bidder's delivery addresses, counting every shopper with that address.
-- With p_lock, the bid's turn is taken first: the bidder's turn lock (p_turn_lock, p_user) and one
-- lock per delivery address (p_address_lock, its hash), all tried, never waited for; when one is
-- held by another bid, every count is null (the caller refuses or retries). A VOLATILE function
-- reads with a fresh snapshot for each query, so the counts see every bid committed before the
-- locks were taken: two racing bids of one shopper, or of two shoppers at one address, cannot both
-- pass a limit.
CREATE FUNCTION "bid_win_counts"(p_user integer, p_product integer, p_lock boolean, p_turn_lock integer, p_address_lock integer,
  p_major_days integer, p_week_days integer, OUT major integer, OUT shopper integer, OUT address integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k text;
BEGIN
  IF p_lock THEN
    IF NOT pg_try_advisory_xact_lock(p_turn_lock, p_user) THEN RETURN; END IF;
    FOR k IN SELECT DISTINCT delivery_address_key(s.street_address, s.complex, s.postal_code) FROM shipping_profiles s
        WHERE s.user_id = p_user ORDER BY 1 LOOP
      IF NOT pg_try_advisory_xact_lock(p_address_lock, hashtext(k)) THEN RETURN; END IF;
    END LOOP;
  END IF;
  SELECT count(*) FILTER (WHERE w.category_id IS NULL AND (w.status = 'Open' OR w.closed_at > clock_timestamp() - p_major_days * interval '1 day')),
      count(*) FILTER (WHERE w.status = 'Open' OR w.closed_at > clock_timestamp() - p_week_days * interval '1 day')
    INTO major, shopper
    FROM products w
    WHERE w.id <> p_product AND ((w.status = 'Open' AND w.leader_id = p_user) OR (w.status = 'Ended' AND w.winner_id = p_user));
  SELECT coalesce(max((SELECT count(*) FROM products w
      WHERE w.id <> p_product
        AND ((w.status = 'Open' AND w.leader_id = ANY (a.users))
          OR (w.status = 'Ended' AND w.winner_id = ANY (a.users) AND w.closed_at > clock_timestamp() - p_week_days * interval '1 day')))), 0)
    INTO address
    FROM (SELECT array_agg(DISTINCT o.user_id) AS users
      FROM shipping_profiles mine
      JOIN shipping_profiles o ON delivery_address_key(o.street_address, o.complex, o.postal_code)
        = delivery_address_key(mine.street_address, mine.complex, mine.postal_code)
      WHERE mine.user_id = p_user
      GROUP BY delivery_address_key(mine.street_address, mine.complex, mine.postal_code)) a;
END;
$$;--> statement-breakpoint
CREATE INDEX "products_open_leader_idx" ON "products" USING btree ("leader_id") WHERE "products"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "shipping_profiles_address_idx" ON "shipping_profiles" USING btree (delivery_address_key("street_address", "complex", "postal_code"));
