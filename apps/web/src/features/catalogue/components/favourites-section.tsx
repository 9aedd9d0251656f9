// The dashboard's favourites section (SPEC.md section 2, page=favorites): the signed-in user's
// favourite auctions as product cards, or an empty state leading to the shop. The list follows
// the shared favourites set: an unmarked heart leaves the list at once, and an auction marked in
// another tab or browser brings a fresh list.
import Heart from 'lucide-react/icons/heart';
import { useEffect, useMemo, useRef } from 'react';
import { useFavourites } from '../../../lib/realtime/live-hooks';
import { useFavorites } from '../api/get-favorites';
import { ProductListSection } from './product-list-section';

export function FavouritesSection() {
  const query = useFavorites(true);
  const favourites = useFavourites();
  const loaded = query.data;
  const products = useMemo(() => (loaded ?? []).filter((product) => favourites?.has(product.id) ?? true), [loaded, favourites]);
  const { refetch } = query;
  const askedFor = useRef('');

  useEffect(() => {
    if (!loaded || !favourites) return;
    const known = new Set(loaded.map((product) => product.id));
    const missing = [...favourites]
      .filter((id) => !known.has(id))
      .sort((a, b) => a - b)
      .join(',');
    // Once per new set of unknown ids: an id the server does not list must not refetch forever.
    if (missing === '' || missing === askedFor.current) return;
    askedFor.current = missing;
    void refetch();
  }, [favourites, loaded, refetch]);

  return <ProductListSection text="favorites" query={query} products={products} emptyIcon={Heart} />;
}
