import { describe, expect, it } from 'vitest';
import { listFilterSchema } from '../src/list-filter';
import { LIST_QUERY_KEYS, parseListQuery, toListQuery, toSearchBody } from '../src/list-query';
import type { ListFilter } from '../src/list-filter';
import { searchBodySchema } from '../src/catalogue';

const q = (text: string) => new URLSearchParams(text);

describe('LIST_QUERY_KEYS', () => {
  it('uses the URL keys of SPEC.md section 2', () => {
    expect(Object.values(LIST_QUERY_KEYS).sort()).toEqual(
      [
        's',
        'cat',
        'prMin',
        'prMax',
        'avail',
        'rat',
        'bdT',
        'stat',
        'dtMin',
        'dtMax',
        'auctID',
        'dLeft',
        'pd',
        'cor',
        'trak',
        'wonBy',
        'srt',
      ].sort(),
    );
  });
});

describe('parseListQuery', () => {
  it('gives only the default sort for an empty query', () => {
    expect(parseListQuery(q(''))).toEqual({ sort: 'rel' });
  });

  it('reads every key', () => {
    const params = q(
      's=smart+tv&cat=3,7&prMin=10&prMax=2500.5&avail=buyNow,bidBuddy&rat=4,5' +
        '&bdT=Standard,Paid%20Blitz%20only&stat=Open,Ended&dtMin=2025-01-01&dtMax=2025-02-15' +
        '&auctID=11,12&dLeft=3&pd=true&cor=Courier+Guy&trak=CG123&wonBy=me&srt=prDesc',
    );
    expect(parseListQuery(params)).toEqual({
      search: 'smart tv',
      categories: [3, 7],
      priceMin: 10,
      priceMax: 2500.5,
      availability: ['buyNow', 'bidBuddy'],
      ratings: [4, 5],
      bidTypes: ['Standard', 'Paid Blitz only'],
      statuses: ['Open', 'Ended'],
      dateMin: '2025-01-01',
      dateMax: '2025-02-15',
      auctionIDs: [11, 12],
      daysLeft: 3,
      paid: true,
      courier: 'Courier Guy',
      tracking: 'CG123',
      wonBy: 'me',
      sort: 'prDesc',
    });
  });

  it.each(['rel', 'new', 'prAsc', 'prDesc', 'rat'])('keeps the sort value %s', (srt) => {
    expect(parseListQuery(q(`srt=${srt}`)).sort).toBe(srt);
  });

  it.each(['', 'price', 'PRASC', 'Rel', 'new,rat'])('falls back to rel for sort %j', (srt) => {
    expect(parseListQuery(q(`srt=${encodeURIComponent(srt)}`)).sort).toBe('rel');
  });

  it('trims the sort value', () => {
    expect(parseListQuery(q('srt=%20new%20')).sort).toBe('new');
  });

  it('drops junk numbers from lists and keeps the good ones', () => {
    const filter = parseListQuery(q('cat=1,x,2.5,-3,,4,1e2,4&auctID=0,5,abc&rat=6,3,-1'));
    expect(filter.categories).toEqual([1, 4]);
    expect(filter.auctionIDs).toEqual([5]);
    expect(filter.ratings).toEqual([3]);
  });

  it('drops a list with nothing usable', () => {
    expect(parseListQuery(q('cat=a,b&rat=9&bdT=Gold'))).toEqual({ sort: 'rel' });
  });

  it('drops junk single numbers', () => {
    const params = q('prMin=abc&prMax=-5&dLeft=2.5&prMin=1');
    expect(parseListQuery(params)).toEqual({ sort: 'rel' });
    expect(parseListQuery(q('prMin=&prMax=%20&dLeft=1e3'))).toEqual({ sort: 'rel' });
    expect(parseListQuery(q('prMax=Infinity&dLeft=99999999999999999999'))).toEqual({
      sort: 'rel',
    });
  });

  it('drops impossible dates and unknown booleans', () => {
    expect(parseListQuery(q('dtMin=2025-02-30&dtMax=15/02/2025&pd=yes'))).toEqual({
      sort: 'rel',
    });
  });

  it('reads paid as true, false, 1 or 0', () => {
    expect(parseListQuery(q('pd=false')).paid).toBe(false);
    expect(parseListQuery(q('pd=1')).paid).toBe(true);
    expect(parseListQuery(q('pd=0')).paid).toBe(false);
    expect(parseListQuery(q('pd=TRUE')).paid).toBe(true);
  });

  it('trims search text and ignores blank text', () => {
    expect(parseListQuery(q('s=%20%20kettle%20')).search).toBe('kettle');
    expect(parseListQuery(q('s=%20%20')).search).toBeUndefined();
  });

  it('merges repeated list keys and removes duplicates', () => {
    expect(parseListQuery(q('cat=1,2&cat=2,3&stat=Open&stat=Open')).categories).toEqual([1, 2, 3]);
    expect(parseListQuery(q('stat=Open&stat=Open')).statuses).toEqual(['Open']);
  });

  it('ignores unknown keys', () => {
    expect(parseListQuery(q('foo=bar&page=2'))).toEqual({ sort: 'rel' });
  });

  it('always produces a filter the schema accepts', () => {
    const inputs = ['', 'cat=1,x&srt=zzz', 's=a&prMin=0&pd=0&dLeft=0&rat=0', 'bdT=Locked,Beginner'];
    for (const input of inputs) {
      expect(listFilterSchema.safeParse(parseListQuery(q(input))).success).toBe(true);
    }
  });
});

describe('toListQuery', () => {
  it('writes comma lists and leaves out the default sort and empty values', () => {
    const params = toListQuery({
      search: ' phone ',
      categories: [2, 5],
      availability: [],
      statuses: ['Paid'],
      courier: '  ',
      paid: false,
      sort: 'rel',
    });
    expect(params.toString()).toBe('s=phone&cat=2%2C5&stat=Paid&pd=false');
  });

  it('writes a non-default sort', () => {
    expect(toListQuery({ sort: 'new' }).toString()).toBe('srt=new');
  });

  it('writes zero values', () => {
    expect(toListQuery({ priceMin: 0, daysLeft: 0 }).toString()).toBe('prMin=0&dLeft=0');
  });
});

describe('round trip', () => {
  const filters: ListFilter[] = [
    { sort: 'rel' },
    { sort: 'prAsc', search: 'braai & grill, 4-burner', categories: [0, 12] },
    {
      search: 'smart tv',
      categories: [3, 7],
      priceMin: 10.5,
      priceMax: 2500,
      availability: ['buyNow'],
      ratings: [0, 5],
      bidTypes: ['Paid Blitz only', 'Locked'],
      statuses: ['Return Requested', 'Paid'],
      dateMin: '2024-12-31',
      dateMax: '2025-02-15',
      auctionIDs: [1, 99999],
      daysLeft: 0,
      paid: false,
      courier: 'The Courier Guy',
      tracking: 'ABC/123?x=1',
      wonBy: 'others',
      sort: 'rat',
    },
  ];

  it.each(filters.map((f) => [f]))('parse(toListQuery(f)) equals f: %j', (filter) => {
    const text = toListQuery(filter).toString();
    expect(parseListQuery(new URLSearchParams(text))).toEqual(filter);
  });

  it('is stable from a query string back to the same string', () => {
    const text = 's=kettle&cat=1%2C2&rat=5&srt=new';
    expect(toListQuery(parseListQuery(q(text))).toString()).toBe(text);
  });
});

describe('toSearchBody', () => {
  it('maps a filter to a valid /search/auction body', () => {
    const body = toSearchBody(
      { search: 'tv', categories: [3], priceMax: 500, bidTypes: ['Beginner'], sort: 'new' },
      { pageNumber: 1, pageSize: 20 },
    );
    expect(body).toMatchObject({
      pageNumber: 1,
      pageSize: 20,
      searchText: 'tv',
      categoryID: [3],
      maxPrice: 500,
      bidType: ['Beginner'],
      sort: 'new',
    });
    expect(searchBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the default sort when the filter has none', () => {
    expect(toSearchBody({}, { pageNumber: 2, pageSize: 10 }).sort).toBe('rel');
  });
});
