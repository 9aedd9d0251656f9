/**
 * Words that carry no topic, per language, left out of the search so that "what is the ..." does
 * not match every passage. Words that name a figure ("my", "many", "have") are kept on purpose.
 */
const STOP_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'a an the is are was were be been do does did i me it its of to in on for and or what when where who why which this that these those with at by from about can could would should will shall please tell know want need ok okay hi hello hey there any some so if then than just also yes no not get got'.split(
      ' ',
    ),
  ),
  af: new Set(
    'die n ek jy is dit van en of in op vir wat wanneer waar wie hoe kan sal wil asseblief ons hulle met by om te nie ja nee'.split(' '),
  ),
  zu: new Set('ngicela yini ukuthi kanye futhi noma'.split(' ')),
  nr: new Set('ngiyabawa yini bona begodu namkha'.split(' ')),
  sw: new Set('ngicela yini kutsi kanye futsi nobe'.split(' ')),
  ns: new Set('ke le go ka na ya tsa sa la wa se ba gore goba eng bjang neng hle'.split(' ')),
  tn: new Set('ke le go ka na ya tsa sa la wa se ba gore kgotsa eng jang leng tsweetswee'.split(' ')),
  ts: new Set('ndza kombela leswaku xana kumbe naswona na hi ka eka yini'.split(' ')),
  ve: new Set('ri humbela uri naa kana nahone na nga kha mini'.split(' ')),
  st: new Set('ke le ho ka na ya tsa sa la wa se ba hore kapa eng jwang neng kopo'.split(' ')),
  xh: new Set('ndicela nceda ukuba kwaye okanye ngaba na'.split(' ')),
};

export function isStopWord(language: string, word: string): boolean {
  return STOP_WORDS[language]?.has(word) ?? false;
}
