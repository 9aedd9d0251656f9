/**
 * Whether a question speaks of the asker ("my order", "did I check in"): only then may it be
 * answered with the asker's own figures, or a visitor be asked to log in. Matched on the
 * normalized question (lower case, no diacritics or apostrophes). In the Bantu languages the
 * asker shows in the first-person subject or object marker of a verb (isiZulu ngi-, isiXhosa
 * ndi-, and nda- or nde- in its past: "ndenze", I did; Sotho-Tswana ke, Xitsonga ndzi, Tshivenda
 * ndo/nda) and in the possessive "my" (-mi, -m, ya ka, ya me, ya mina, -anga). Sotho-Tswana "ke" and Tshivenda "ndi" are also the copula "is"
 * ("BidBuddy ke eng?"), so a question word after them does not count; "ke se" is also "is not", but
 * before a relative verb ("seo ke se thopilego", that I won) it is the asker.
 */
import { normalize } from './intents';

/** Question words after the Sotho-Tswana and Tshivenda copula: "ke eng" is "what is", not "I". */
const SOTHO_COPULA = '(?!(?:eng|mang|bokae|efe|dife|ofe|kae|neng|leng|se|eng)\\b)';
/** "seo ke se thopilego", "that I won": "ke se" before a relative verb is the asker, not "is not". */
const SOTHO_RELATIVE = '\\b(?:seo|tseo|se|tse) ke se \\p{L}{3,}(?:ng|go)\\b';
const VENDA_COPULA = '(?!(?:mini|nnyi|ngana|nngana|ifhio|dzifhio|ufhio|zwifhio|lini|afhio|mini)\\b)';

const NGUNI_NGI =
  '\\bngi\\b|\\b(?:se|be|e|le|o|ke)?ngi(?!cela\\b|yacela\\b)\\p{L}{2,}|\\p{L}*(?:lami|yami|wami|zami|kami|bami|tami)\\b|\\bami\\b|\\bkimi\\b|\\bmina\\b';

const ABOUT_SELF: Readonly<Record<string, RegExp>> = {
  en: /\b(my|mine|me)\b|\b(am|did|have) i\b|\bdo i have\b(?! to\b)|\bi (have|got|won|paid|bought|ordered)\b(?! to\b)|\bi ?m (?:still )?(winning|leading|bidding)\b|\bi ?m still in\b/,
  af: /\b(my|myne)\b|\b(het|is|lei|wen|bie) ek\b|\bwat ek (?:al )?(?:gewen|gekoop|bestel) het\b/,
  zu: new RegExp(NGUNI_NGI, 'u'),
  nr: new RegExp(NGUNI_NGI, 'u'),
  sw: new RegExp(NGUNI_NGI, 'u'),
  xh: /\bndi\b|\b(?:se|be|e|le|o|ke)?ndi(?!cela\b)\p{L}{2,}|\b(?:se|be|le|ke)?nd[ae]\p{L}{2,}|\p{L}*(?:yam|wam|lam|zam|kam|bam|sam)\b|\bam\b|\bkum\b|\bmna\b/u,
  ns: new RegExp(`\\bke ${SOTHO_COPULA}\\p{L}+|${SOTHO_RELATIVE}|\\b(?:ya|tsa|sa|la|wa|ba|le|di|tse|tseo) ka\\b|\\bnna\\b`, 'u'),
  st: new RegExp(`\\bke ${SOTHO_COPULA}\\p{L}+|${SOTHO_RELATIVE}|\\b(?:ya|tsa|sa|la|wa|ba|le|di) ka\\b|\\bnna\\b`, 'u'),
  tn: new RegExp(`\\bke ${SOTHO_COPULA}\\p{L}+|${SOTHO_RELATIVE}|\\b(?:ya|tsa|sa|la|wa|ba|le|di) me\\b|\\bnna\\b`, 'u'),
  ts: /\bndz[aio]\b|\bndzi\p{L}+|\b(?:ya|ra|swa|wa|ta|ya) mina\b|\bmina\b/u,
  ve: new RegExp(`\\b(?:ndo|nda)\\b|\\bndi ${VENDA_COPULA}\\p{L}+|\\p{L}+anga\\b|\\bnne\\b`, 'u'),
};

/** Whether a question is about the asker's own account, in its language or in English. */
export function asksAboutSelf(language: string, question: string): boolean {
  const text = normalize(question);
  return (ABOUT_SELF[language]?.test(text) ?? false) || (language !== 'en' && ABOUT_SELF.en!.test(text));
}
