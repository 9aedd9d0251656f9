import { describe, expect, it } from 'vitest';
import { canSendChatText, sanitizeChatText, stripEmoji, toSendableChatText } from '../src/chat-text';

describe('canSendChatText', () => {
  it('needs text after trimming', () => {
    expect(canSendChatText('hi')).toBe(true);
    expect(canSendChatText('  a ')).toBe(true);
    expect(canSendChatText('')).toBe(false);
    expect(canSendChatText(' \n\t ')).toBe(false);
  });
});

describe('sanitizeChatText', () => {
  it('trims every line and the whole text', () => {
    expect(sanitizeChatText('  hello  \n   world ')).toBe('hello\nworld');
    expect(sanitizeChatText('\n\n  hi \n\n')).toBe('hi');
  });

  it('collapses runs of spaces and tabs', () => {
    expect(sanitizeChatText('how   many    bids')).toBe('how many bids');
    expect(sanitizeChatText('a\t\tb \t c')).toBe('a b c');
  });

  it('removes control characters but keeps line breaks', () => {
    expect(sanitizeChatText('a\u0000b\u0007c\u001Bd\u007Fe\u0085f')).toBe('abcdef');
    expect(sanitizeChatText('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('keeps up to two blank lines and collapses three or more to two', () => {
    expect(sanitizeChatText('a\n\nb')).toBe('a\n\nb');
    expect(sanitizeChatText('a\n\n\nb')).toBe('a\n\n\nb');
    expect(sanitizeChatText('a\n\n\n\nb')).toBe('a\n\n\nb');
    expect(sanitizeChatText('a\n\n\n\n\n\n\nb')).toBe('a\n\n\nb');
  });

  it('treats lines of spaces as blank lines', () => {
    expect(sanitizeChatText('a\n  \n \t \n   \n\nb')).toBe('a\n\n\nb');
  });

  it('keeps non-Latin text and punctuation', () => {
    expect(sanitizeChatText('Sawubona!  Ngicela usizo.')).toBe('Sawubona! Ngicela usizo.');
    expect(sanitizeChatText('Tshivenḓa — ä ö ü © ™')).toBe('Tshivenḓa — ä ö ü © ™');
  });
});

describe('stripEmoji', () => {
  it('removes single emoji and presentation sequences', () => {
    expect(stripEmoji('great 😀 deal 🎉')).toBe('great  deal ');
    expect(stripEmoji('love ❤️ it')).toBe('love  it');
  });

  it('removes skin tones, ZWJ families, flags and keycaps whole', () => {
    expect(stripEmoji('a👍🏽b')).toBe('ab');
    expect(stripEmoji('a👨‍👩‍👧‍👦b')).toBe('ab');
    expect(stripEmoji('a🇿🇦b')).toBe('ab');
    expect(stripEmoji('a1️⃣b')).toBe('ab');
    expect(stripEmoji('a🏴󠁧󠁢󠁳󠁣󠁴󠁿b')).toBe('ab');
  });

  it('keeps digits, symbols and letters', () => {
    expect(stripEmoji('R1 234.50 #1 * © ™ ñ')).toBe('R1 234.50 #1 * © ™ ñ');
  });
});

describe('toSendableChatText', () => {
  it('sanitises and strips emoji, then tidies what the emoji left', () => {
    expect(toSendableChatText('  hi   😀   there  ')).toBe('hi there');
    expect(toSendableChatText('line 1 🎉\n\n\n\n\nline 2')).toBe('line 1\n\n\nline 2');
  });

  it('gives null when nothing is left to send', () => {
    expect(toSendableChatText('')).toBeNull();
    expect(toSendableChatText('   \n  ')).toBeNull();
    expect(toSendableChatText('😀 🎉\n👍🏽')).toBeNull();
    expect(toSendableChatText('\u0000\u0001')).toBeNull();
  });
});
