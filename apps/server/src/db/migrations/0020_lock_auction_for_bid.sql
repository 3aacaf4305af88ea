-- What a bid decides on, in one round trip (decision 011): the auction's row locked, then — each
-- in a statement of its own, so with a snapshot taken after the lock was granted (READ COMMITTED)
-- — the row, its highest bid and its standing maximums, earliest first. Racing bids take turns on
-- that lock, so every round trip while it is held adds to the wait of each bidder behind.
CREATE OR REPLACE FUNCTION superliga_lock_auction_for_bid(p_auction integer) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM auctions WHERE id = p_auction FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object(
    'auction', (SELECT row_to_json(a) FROM auctions a WHERE a.id = p_auction),
    'highest', (SELECT json_build_object('userId', b.auctioned_by, 'amount', b.amount)
                  FROM auction_bids b WHERE b.auction_id = p_auction ORDER BY b.amount DESC LIMIT 1),
    'maximums', coalesce((SELECT json_agg(json_build_object('userId', m.auctioned_by, 'teamId', m.id_team, 'amount', m.amount, 'setAt', m.set_at) ORDER BY m.set_at, m.id)
                  FROM auction_max_bids m WHERE m.auction_id = p_auction), '[]'::json));
END
$$;
