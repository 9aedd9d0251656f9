-- A delivery address as the win limits compare it: street and complex with everything but letters
-- and digits left out, lower-cased, and the postal code. The index shipping_profiles_address_idx
-- holds its results: a change to what it returns needs that index rebuilt.
CREATE OR REPLACE FUNCTION "delivery_address_key"(street text, complex text, postal text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(street || complex, '[^[:alnum:]]+', '', 'g')) || ':' || regexp_replace(postal, '[^[:alnum:]]+', '', 'g')
$$;
