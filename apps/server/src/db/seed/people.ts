/**
 * The demo community: bidders with plausible South African nicknames and home towns, the winners
 * named in the winner-photo captions, and the review texts they leave.
 */
import type { Province } from '@blitz/contract';
import type { WinnerPhoto } from './manifest';

export interface DemoPerson {
  nickname: string;
  firstName: string;
  lastName: string;
  location: string;
  /** Never wins anything, so may bid on Beginner auctions. */
  newbie: boolean;
  /** Winner-photo file this person is the winner of, if any. */
  winnerPhoto?: WinnerPhoto;
}

export interface Place {
  city: string;
  province: Province;
  postalCode: string;
  suburb: string;
}

const PLACES: Record<string, Place> = {
  Soweto: { city: 'Johannesburg', province: 'Gauteng', postalCode: '1804', suburb: 'Orlando West' },
  Alexandra: { city: 'Johannesburg', province: 'Gauteng', postalCode: '2090', suburb: 'Alexandra' },
  Pretoria: { city: 'Pretoria', province: 'Gauteng', postalCode: '0181', suburb: 'Hatfield' },
  Polokwane: { city: 'Polokwane', province: 'Limpopo', postalCode: '0699', suburb: 'Bendor' },
  Thohoyandou: { city: 'Thohoyandou', province: 'Limpopo', postalCode: '0950', suburb: 'Block F' },
  Bloemfontein: { city: 'Bloemfontein', province: 'Free State', postalCode: '9301', suburb: 'Westdene' },
  Durban: { city: 'Durban', province: 'KwaZulu-Natal', postalCode: '4001', suburb: 'Berea' },
  Umlazi: { city: 'Durban', province: 'KwaZulu-Natal', postalCode: '4031', suburb: 'Umlazi' },
  Pietermaritzburg: { city: 'Pietermaritzburg', province: 'KwaZulu-Natal', postalCode: '3201', suburb: 'Scottsville' },
  Gqeberha: { city: 'Gqeberha', province: 'Eastern Cape', postalCode: '6001', suburb: 'Walmer' },
  Mthatha: { city: 'Mthatha', province: 'Eastern Cape', postalCode: '5099', suburb: 'Southernwood' },
  'East London': { city: 'East London', province: 'Eastern Cape', postalCode: '5201', suburb: 'Vincent' },
  'Cape Town': { city: 'Cape Town', province: 'Western Cape', postalCode: '8001', suburb: 'Gardens' },
  'Mitchells Plain': { city: 'Cape Town', province: 'Western Cape', postalCode: '7785', suburb: 'Rocklands' },
  Stellenbosch: { city: 'Stellenbosch', province: 'Western Cape', postalCode: '7600', suburb: 'Die Boord' },
  Kimberley: { city: 'Kimberley', province: 'Northern Cape', postalCode: '8301', suburb: 'Belgravia' },
  Mbombela: { city: 'Mbombela', province: 'Mpumalanga', postalCode: '1200', suburb: 'Sonheuwel' },
  Rustenburg: { city: 'Rustenburg', province: 'North West', postalCode: '0299', suburb: 'Cashan' },
};

const FALLBACK_PLACE: Place = { city: 'Johannesburg', province: 'Gauteng', postalCode: '2001', suburb: 'Braamfontein' };

export const placeOf = (location: string): Place => PLACES[location] ?? FALLBACK_PLACE;

const BIDDERS: readonly DemoPerson[] = [
  { nickname: 'KasiKing', firstName: 'Sizwe', lastName: 'Dlamini', location: 'Alexandra', newbie: false },
  { nickname: 'BraaiMaster', firstName: 'Johan', lastName: 'van der Merwe', location: 'Pretoria', newbie: false },
  { nickname: 'CapeTownCyclist', firstName: 'Aaliyah', lastName: 'Adams', location: 'Cape Town', newbie: false },
  { nickname: 'DurbanDiva', firstName: 'Priya', lastName: 'Naidoo', location: 'Durban', newbie: false },
  { nickname: 'MzansiMom', firstName: 'Zanele', lastName: 'Khumalo', location: 'Soweto', newbie: false },
  { nickname: 'BokFan99', firstName: 'Ruan', lastName: 'Pretorius', location: 'Stellenbosch', newbie: false },
  { nickname: 'LimpopoLion', firstName: 'Tshilidzi', lastName: 'Mudau', location: 'Thohoyandou', newbie: false },
  { nickname: 'UbuntuBidder', firstName: 'Lwazi', lastName: 'Mthembu', location: 'Pietermaritzburg', newbie: false },
  { nickname: 'BloemBoss', firstName: 'Mpho', lastName: 'Mokoena', location: 'Bloemfontein', newbie: false },
  { nickname: 'BargainBongi', firstName: 'Bongiwe', lastName: 'Ndlovu', location: 'Umlazi', newbie: true },
  { nickname: 'SaverSam', firstName: 'Samantha', lastName: 'Jacobs', location: 'Gqeberha', newbie: true },
  { nickname: 'DiamondKea', firstName: 'Keabetswe', lastName: 'Molefe', location: 'Kimberley', newbie: true },
  { nickname: 'LowveldThemba', firstName: 'Themba', lastName: 'Nkosi', location: 'Mbombela', newbie: true },
  { nickname: 'BuffaloCityBid', firstName: 'Ethan', lastName: 'Smith', location: 'East London', newbie: true },
  { nickname: 'PlatinumKagiso', firstName: 'Kagiso', lastName: 'Sithole', location: 'Rustenburg', newbie: true },
  { nickname: 'JoziJabu', firstName: 'Jabulani', lastName: 'Zulu', location: 'Soweto', newbie: true },
];

const CAPTION_PATTERN = /^(\p{L}+) from (.+?) won /u;
const LAST_NAMES = ['Mabaso', 'Maluleke', 'Venter', 'Patel', 'Dube', 'Ngcobo', 'Williams', 'Hendricks', 'Zwane'];

/** The people named in the winner-photo captions ("Thabo from Soweto won ..."). */
export function winnerPeople(photos: readonly WinnerPhoto[]): DemoPerson[] {
  return photos.map((photo, index) => {
    const match = CAPTION_PATTERN.exec(photo.caption);
    const firstName = match?.[1] ?? `Winner${index + 1}`;
    const location = match?.[2] ?? 'Johannesburg';
    return {
      nickname: `${firstName}_${location.split(' ')[0]}`,
      firstName,
      lastName: LAST_NAMES[index % LAST_NAMES.length] as string,
      location,
      newbie: false,
      winnerPhoto: photo,
    };
  });
}

/** Everyone in the demo: caption winners first, then the regular bidders (nicknames unique). */
export function demoPeople(photos: readonly WinnerPhoto[]): DemoPerson[] {
  const people = [...winnerPeople(photos), ...BIDDERS];
  const seen = new Set<string>();
  return people.filter((person) => {
    const key = person.nickname.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const REVIEW_TEXTS: readonly { rating: number; text: string }[] = [
  { rating: 5, text: 'Arrived in Durban in four days, well packed and exactly as described. Very happy!' },
  { rating: 5, text: 'Could not believe I won this for the price of a coffee. Works perfectly.' },
  { rating: 4, text: 'Great quality for the money. Delivery took a week to the Karoo but the courier kept me updated.' },
  { rating: 4, text: 'Does what it says. The manual could be clearer, but setting it up took ten minutes.' },
  { rating: 5, text: 'Bought it with buy now after losing the auction and got my Blitz back. Lekker deal.' },
  { rating: 3, text: 'Decent product, a bit smaller than I expected from the photos.' },
  { rating: 5, text: 'My family loves it. Will definitely bid on another one for my sister.' },
  { rating: 4, text: 'Solid build and it survived load-shedding without a problem.' },
  { rating: 2, text: 'The box was dented when it arrived, but support sorted out a replacement quickly.' },
  { rating: 5, text: 'Exactly the same item the shops sell, for a fraction of the price. Sharp sharp!' },
];
