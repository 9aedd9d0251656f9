// The query keys of a section of the console: every query of the section under one prefix (a
// change reads them all again), then a list per filter and one record per id.

export function sectionKeys<Filter>(section: string) {
  return {
    all: ['staff', section] as const,
    list: (filter: Filter) => ['staff', section, 'list', filter] as const,
    one: (id: number) => ['staff', section, 'one', id] as const,
  };
}

/** The auction form's options (the items with their pictures, the departments): catalogue changes make them stale. */
export const AUCTION_OPTIONS_KEY = ['staff', 'auctions', 'options'] as const;
