// @ts-check
import { describe, expect, it } from 'vitest';
import { sha256Hex as inBrowser } from '../src/sha256-browser.js';
import { sha256Hex as inNode } from '../src/sha256.js';

describe('the two SHA-256s', () => {
  it("hash a record's text alike in a browser and in Node, accents and emoji included", () => {
    const text = `${'0'.repeat(64)}\n{"at":"2026-01-31T10:00:00.123456Z","bidder":"Zoë 🐝","kind":"bid"}`;
    expect(inBrowser(text)).toBe(inNode(text));
    expect(inNode('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
