/**
 * English words inside a question in another language (code-switching: "i-parcel yam ikuphi?",
 * "ndinee days ezingaphi zokubhatala?"), read the way each side's cue words are written
 * (intents.ts). Both functions take and return a normalized text (lower case, padded with spaces).
 */

/**
 * The possessive "my" written after its noun, per language: "i-parcel yam" (isiXhosa), "order ya
 * ka" (Sesotho), "balance ya mina" (Xitsonga). For the English cue words the pair is read as
 * "my parcel", so that an English noun keeps the owner the shopper gave it.
 */
const NGUNI_MY = 'yami|zami|wami|lami|sami|bami|kwami|lwami|tami|ami';
const POSSESSIVES: Readonly<Record<string, string>> = {
  xh: 'yam|zam|wam|lam|sam|bam|kwam|lwam',
  zu: NGUNI_MY,
  sw: NGUNI_MY,
  nr: NGUNI_MY,
  st: '(?:ya|tsa|sa|la|wa|ba|tse) ka',
  ns: '(?:ya|tsa|sa|la|wa|ba|tse) ka',
  tn: '(?:ya|tsa|sa|la|wa|ba|tse) me',
  ts: '(?:ya|ta|ra|swa|wa|ri) mina',
  ve: 'yanga|dzanga|lwanga|zwanga|wanga|langa|tshanga',
};
const OWNED = new Map(Object.entries(POSSESSIVES).map(([language, words]) => [language, new RegExp(` (\\p{L}+) (?:${words})(?= )`, 'gu')]));

/** The text as the English cue words read it: "i parcel yam" becomes "i my parcel". */
export function forEnglishCues(text: string, language: string): string {
  const owned = OWNED.get(language);
  return owned ? text.replace(owned, ' my $1') : text;
}

/**
 * English and colloquial words a shopper puts in place of the language's own, and the stem the
 * language's cue words are written with: "bid" as spelled in English is isiXhosa "bhid"
 * (ukubhida), township "bhatala" (from Afrikaans betaal) is "hlawula", English "days" is
 * "iintsuku". Only stems that cannot be part of another word of the language are listed.
 */
const NGUNI_BID: [RegExp, string] = [/bid(?! ?buddy)/g, 'bhid'];
/** English verbs and nouns shoppers drop into a sentence, as one language's stems: "ndzi win", "ngi pay". */
const englishWords = (win: string, pay: string, auction: string, twice: string): [RegExp, string][] => [
  [/ win(?:ning|ner)? /g, ` ${win} `],
  [/ pay(?:ing)? /g, ` ${pay} `],
  [/ auctions? /g, ` ${auction} `],
  [/ two times /g, ` ${twice} `],
];
const LOANWORDS: Readonly<Record<string, readonly [RegExp, string][]>> = {
  xh: [
    NGUNI_BID,
    [/bhatal/g, 'hlawul'],
    [/ days /g, ' iintsuku '],
    [/win(?=[aei])/g, 'phumelel'],
    ...englishWords('phumelela', 'hlawula', 'ifandesi', 'kabini'),
  ],
  zu: [NGUNI_BID, [/bhadal|bhatal/g, 'khokh'], [/ days /g, ' izinsuku '], ...englishWords('nqoba', 'khokha', 'indali', 'kabili')],
  sw: [NGUNI_BID, [/bhadal|bhatal/g, 'khokh'], [/ days /g, ' emalanga '], ...englishWords('nqoba', 'khokha', 'indali', 'kabili')],
  nr: [NGUNI_BID, [/ days /g, ' amalanga '], ...englishWords('thumba', 'bhadela', 'indali', 'kabili')],
  st: [[/ days /g, ' matsatsi '], ...englishWords('hlola', 'lefa', 'fantisi', 'habedi')],
  ns: [[/ days /g, ' matsatsi '], ...englishWords('thopa', 'lefa', 'fantisi', 'gabedi')],
  tn: [[/ days /g, ' malatsi '], ...englishWords('fenya', 'duela', 'fantisi', 'gabedi')],
  ts: [[/ days /g, ' masiku '], ...englishWords('hlula', 'hakela', 'fandisi', 'kambirhi')],
  ve: [[/ days /g, ' maduvha '], ...englishWords('kunda', 'badela', 'fandisi', 'kavhili')],
};

/**
 * The text as the language's own cue words read it: as written, followed by the reading with the
 * language's stems when that differs (a sister language's cues may be written with the loanword).
 */
export function forOwnCues(text: string, language: string): string {
  const read = (LOANWORDS[language] ?? []).reduce((own, [loanword, stem]) => own.replace(loanword, stem), text);
  return read === text ? text : `${text}${read.slice(1)}`;
}
