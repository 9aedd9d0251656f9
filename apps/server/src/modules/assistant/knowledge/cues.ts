/** The intent cues of every language (cues-types.ts says how they are written). */
import { AF_CUES, EN_CUES } from './cues-en-af';
import { NR_CUES, SW_CUES, XH_CUES, ZU_CUES } from './cues-nguni';
import { NS_CUES, ST_CUES, TN_CUES } from './cues-sotho';
import { TS_CUES, VE_CUES } from './cues-ts-ve';
import type { IntentCues } from './cues-types';

export const CUES: Readonly<Record<string, IntentCues>> = {
  en: EN_CUES,
  af: AF_CUES,
  nr: NR_CUES,
  ns: NS_CUES,
  st: ST_CUES,
  sw: SW_CUES,
  tn: TN_CUES,
  ts: TS_CUES,
  ve: VE_CUES,
  xh: XH_CUES,
  zu: ZU_CUES,
};
