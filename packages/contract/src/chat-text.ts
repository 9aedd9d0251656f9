// Chat text rules of SPEC.md section 5: what the Send button accepts, how a message is cleaned
// before it is shown or sent, and emoji stripping for the text sent to the assistant.

// C0 and C1 control characters except tab and line feed (handled before), plus DEL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Emoji joiners, variation selectors, keycap combiner and tag characters left behind.
// eslint-disable-next-line no-misleading-character-class -- the lone joiners and selectors are what it removes
const EMOJI_LEFTOVERS = /[\u200D\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}]/gu;
// Emoji shown as emoji by default, flags, skin tones, and pictographs asked to show as emoji;
// text symbols such as © or ™ stay.
const EMOJI_FALLBACK =
  // eslint-disable-next-line no-misleading-character-class -- skin tones alone are removed as well
  /[\p{Emoji_Presentation}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]|\p{Extended_Pictographic}\uFE0F/gu;

/**
 * RGI emoji sequences where the engine knows them (regex `v` flag), else pictographs. Built on
 * first use: compiling it takes a phone tens of milliseconds, which a page that never strips an
 * emoji should not spend while it loads.
 */
let emoji: RegExp | undefined;
function emojiPattern(): RegExp {
  if (!emoji) {
    try {
      emoji = new RegExp('\\p{RGI_Emoji}', 'gv');
    } catch {
      emoji = EMOJI_FALLBACK;
    }
  }
  return emoji;
}

/** Send is enabled only when the message is non-empty after trimming. */
export function canSendChatText(text: string): boolean {
  return text.trim() !== '';
}

/**
 * Lines trimmed, runs of spaces (and tabs) collapsed to one, control characters removed, three
 * or more blank lines in a row collapsed to two, leading and trailing blank lines dropped.
 */
export function sanitizeChatText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL_CHARS, '')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim());
  const kept: string[] = [];
  let blankRun = 0;
  for (const line of lines) {
    blankRun = line === '' ? blankRun + 1 : 0;
    if (blankRun <= 2) kept.push(line);
  }
  return kept.join('\n').replace(/^\n+|\n+$/g, '');
}

/** Removes emoji (including skin tones, flags, ZWJ sequences and keycaps). */
export function stripEmoji(text: string): string {
  return text.replace(emojiPattern(), '').replace(EMOJI_FALLBACK, '').replace(EMOJI_LEFTOVERS, '');
}

/** The text to send to the assistant: sanitised without emoji; null when nothing remains. */
export function toSendableChatText(text: string): string | null {
  const cleaned = sanitizeChatText(stripEmoji(sanitizeChatText(text)));
  return cleaned === '' ? null : cleaned;
}
