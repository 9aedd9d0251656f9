// What every text may name without its caller passing it: the win limits (WIN_LIMITS), so any
// text may say `{{weeklyPerShopper}}`.
import { WIN_LIMITS } from '@blitz/contract';

export const TRANSLATION_VARIABLES: Readonly<Record<string, number>> = { ...WIN_LIMITS };
