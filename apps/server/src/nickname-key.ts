/**
 * Nicknames as the shop keeps and compares them (issue 46): NFKC-normalised (fullwidth and styled
 * letters become plain ones), without invisible or format characters (zero-width space, joiners,
 * bidi controls), and compared by their confusables skeleton of Unicode TR39 (UTS #39 section 4:
 * NFD, each character to its prototype, NFD again; here also case-folded, as the nickname's own
 * unique index is). Two nicknames with one skeleton look alike; users.nickname_skeleton holds it
 * under a unique index, so the database refuses the second even when two sign-ups race.
 */
import { rectifyConfusion } from 'unicode-confusables';

/** Control, format (bidi controls, zero-width joiners) and other default-ignorable characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** The nickname as stored: NFKC, invisible characters removed, trimmed. */
export const cleanNickname = (nickname: string) => nickname.normalize('NFKC').replace(INVISIBLE, '').trim();

const skeleton = (text: string) => rectifyConfusion(text.normalize('NFD')).normalize('NFD');

/** The TR39 skeleton of the cleaned nickname, case-folded; equal for nicknames that only look alike. */
export function nicknameSkeleton(nickname: string): string {
  // Folded after the mapping, not before: 'I' looks like 'l' (and maps to it) but folds to 'i'; and a
  // prototype may be a capital ('0' maps to 'O'), so the folded text is mapped once more.
  return skeleton(skeleton(cleanNickname(nickname)).toLowerCase());
}

/** A nickname that still has two characters once cleaned (the sign-up and profile forms' minimum). */
export const isUsableNickname = (nickname: string) => [...cleanNickname(nickname)].length >= 2;
