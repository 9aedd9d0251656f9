import { describe, expect, it } from 'vitest';
import {
  FIRST_HTML_STYLES_ATTRIBUTE,
  HOME_SHELL_END,
  HOME_SHELL_START,
  parseTestShopReasons,
  withFirstHtmlStylesInHead,
  withPagePart,
} from '../src/first-html';

const frameStyle = '<style data-emotion="css a1 b2" nonce="N">.css-a1{color:red}.css-b2{margin:0}</style>';
const partStyle = '<style data-emotion="css c3" nonce="N">.css-c3{display:grid}</style>';
const globalStyle = '<style data-emotion="css-global g9" nonce="N">body{margin:0}</style>';
const page = [
  '<html><head><meta charset="utf-8"><style>#root{min-height:100vh}</style></head><body>',
  `<div id="first-paint">${globalStyle}${frameStyle}<header class="css-a1"></header>`,
  `${HOME_SHELL_START}${partStyle}<main class="css-c3"></main>${HOME_SHELL_END}</div><div id="root"></div></body></html>`,
].join('');

describe('withFirstHtmlStylesInHead', () => {
  it("moves the first HTML's emotion styles to the end of the head, in their order, named for the app", () => {
    const moved = withFirstHtmlStylesInHead(page);
    const head = moved.slice(0, moved.indexOf('</head>'));
    const body = moved.slice(moved.indexOf('</head>'));
    expect(head).toContain(
      `<style>#root{min-height:100vh}</style><style ${FIRST_HTML_STYLES_ATTRIBUTE}="a1 b2" nonce="N">.css-a1{color:red}.css-b2{margin:0}</style>` +
        `<style ${FIRST_HTML_STYLES_ATTRIBUTE}="c3" nonce="N">.css-c3{display:grid}</style>`,
    );
    expect(moved).not.toContain('data-emotion="css ');
    // The rest of the page is as it was, global styles (which emotion's Global takes over by name) included.
    expect(body).toBe(page.slice(page.indexOf('</head>')).replace(frameStyle, '').replace(partStyle, ''));
    expect(body).toContain(globalStyle);
  });

  it("moves only the page's own part's styles once the server has put another part in place", () => {
    const other = '<style data-emotion="css d4" nonce="N">.css-d4{gap:8px}</style><main class="css-d4"></main>';
    const moved = withFirstHtmlStylesInHead(withPagePart(page, other));
    expect(moved.match(new RegExp(`${FIRST_HTML_STYLES_ATTRIBUTE}="[^"]*"`, 'g'))).toEqual([
      `${FIRST_HTML_STYLES_ATTRIBUTE}="a1 b2"`,
      `${FIRST_HTML_STYLES_ATTRIBUTE}="d4"`,
    ]);
    expect(moved).not.toContain('css-c3{');
  });

  it('leaves a page without such styles, or without a head, as it is', () => {
    const plain = '<html><head></head><body><style data-emotion="css-global g9">body{margin:0}</style></body></html>';
    expect(withFirstHtmlStylesInHead(plain)).toBe(plain);
    const headless = `<body>${frameStyle}</body>`;
    expect(withFirstHtmlStylesInHead(headless)).toBe(headless);
    // Styles already in the head (none the build writes) stay where they are.
    const inHead = `<html><head>${frameStyle}</head><body></body></html>`;
    expect(withFirstHtmlStylesInHead(inHead)).toBe(inHead);
  });
});

describe('parseTestShopReasons', () => {
  it('reads the reasons a test shop names, in their order, and nothing else', () => {
    expect(parseTestShopReasons('payments email')).toEqual(['payments', 'email']);
    expect(parseTestShopReasons(' email  payments ')).toEqual(['payments', 'email']);
    expect(parseTestShopReasons('email')).toEqual(['email']);
    expect(parseTestShopReasons('everything __proto__ constructor')).toEqual([]);
    expect(parseTestShopReasons('')).toEqual([]);
    expect(parseTestShopReasons(null)).toEqual([]);
    expect(parseTestShopReasons(undefined)).toEqual([]);
  });
});
