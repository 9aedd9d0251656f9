/**
 * The catalogue's change signal (`app.catalogueChanges`): staff changes to departments, items,
 * pictures or packs call `changed()` after they commit, and the shop's catalogue service clears
 * its listing caches, so the next page shows the change at once on this node. Other nodes' caches
 * hold an answer for at most two LISTING_TTL_MS (a second each) before they ask the database again.
 */
export interface CatalogueChanges {
  changed(): void;
  subscribe(listener: () => void): void;
}

export function createCatalogueChanges(): CatalogueChanges {
  const listeners: (() => void)[] = [];
  return {
    changed: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => void listeners.push(listener),
  };
}
