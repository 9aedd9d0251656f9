/** The language bundles, one per shop language; what a bundle lacks is answered from English. */
import { FALLBACK_LANGUAGE } from '@blitz/contract';
import { AF } from './af';
import { EN } from './en';
import type { LanguageKnowledge, Phrases } from './types';
import { NR } from './nr';
import { NS } from './ns';
import { ST } from './st';
import { SW } from './sw';
import { TN } from './tn';
import { TS } from './ts';
import { VE } from './ve';
import { XH } from './xh';
import { ZU } from './zu';

export const KNOWLEDGE: Readonly<Record<string, LanguageKnowledge>> = {
  en: EN,
  af: AF,
  nr: NR,
  ns: NS,
  st: ST,
  sw: SW,
  tn: TN,
  ts: TS,
  ve: VE,
  xh: XH,
  zu: ZU,
};

/** The phrases in a language, English where it has none. */
export function phrasesOf(language: string): Phrases {
  return KNOWLEDGE[language]?.phrases ?? KNOWLEDGE[FALLBACK_LANGUAGE]!.phrases!;
}
