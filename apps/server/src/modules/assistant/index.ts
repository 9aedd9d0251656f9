/** The assistant module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export type { Completion, LanguageModel } from './language-model';
