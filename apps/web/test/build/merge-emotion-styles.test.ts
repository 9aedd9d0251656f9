// @vitest-environment node
// The prerendered first HTML's emotion styles in one element (src/prerender/first-paint-plugin.ts).
import { CSP_NONCE_PLACEHOLDER } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { mergeEmotionStyles } from '../../src/prerender/first-paint-plugin';

const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
const tag = (ids: string, css: string, key = 'css') => `<style data-emotion="${key} ${ids}" ${nonce}>${css}</style>`;

describe('mergeEmotionStyles', () => {
  it("puts every style element's rules, in their order, into one where the first was, named with all their styles", () => {
    const html = `<style ${nonce}>.static{}</style><div>${tag('a1', '.css-a1{color:red}')}<p>${tag('b2 c3', '.css-b2{}.css-c3>p{}')}x</p></div>`;
    expect(mergeEmotionStyles(html)).toBe(
      `<style ${nonce}>.static{}</style><div>` +
        `<style data-emotion="css a1 b2 c3" ${nonce}>.css-a1{color:red}.css-b2{}.css-c3>p{}</style><p>x</p></div>`,
    );
  });

  it('names a style once, and leaves global styles where they are', () => {
    const global = tag('g1', 'body{margin:0}', 'css-global');
    const merged = mergeEmotionStyles(`${tag('a1', '.x{}')}${global}${tag('a1', '.x{}')}`);
    expect(merged).toContain('data-emotion="css a1"');
    expect(merged).toContain(global);
    expect(merged.indexOf(global)).toBeGreaterThan(merged.indexOf('data-emotion="css a1"'));
  });

  it('changes nothing in HTML without emotion styles', () => {
    const html = `<style ${nonce}>.static{}</style><p>$& text</p>`;
    expect(mergeEmotionStyles(html)).toBe(html);
  });
});
