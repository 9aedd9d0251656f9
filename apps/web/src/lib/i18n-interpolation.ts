// How translations fill in values. The win limits (WIN_LIMITS) are default variables, so any text
// may name them (`{{weeklyPerShopper}}`) without each caller passing them.
import { WIN_LIMITS } from '@blitz/contract';
import type { InitOptions } from 'i18next';

export const I18N_INTERPOLATION: InitOptions['interpolation'] = { escapeValue: false, defaultVariables: { ...WIN_LIMITS } };
