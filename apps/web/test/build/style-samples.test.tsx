// The first HTML's style samples (src/prerender/style-samples.tsx): the samples' style elements
// stay, in their order, and their markup goes.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StyleSamples, keepSampleStyles } from '../../src/prerender/style-samples';

describe('keepSampleStyles', () => {
  it("keeps the samples' style elements in their order and drops their markup, comments included", () => {
    const html = renderToString(
      <main>
        <h1>Page</h1>
        {'blitz-style-samples-start'}
        <style data-emotion="css a1">{'.css-a1{color:red}'}</style>
        <article data-product-id="1">
          <style data-emotion="css b2">{'.css-b2{margin:0}'}</style>
          {'Sample'}
          {' card'}
          <b>!</b>
        </article>
        {'blitz-style-samples-end'}
        <p>After</p>
      </main>,
    );
    expect(html).toContain('<!-- -->');
    expect(keepSampleStyles(html)).toBe(
      '<main><h1>Page</h1><style data-emotion="css a1">.css-a1{color:red}</style><style data-emotion="css b2">.css-b2{margin:0}</style><p>After</p></main>',
    );
  });

  it('leaves a page without samples as it is, and refuses samples without their end', () => {
    expect(keepSampleStyles('<main><p>Page</p></main>')).toBe('<main><p>Page</p></main>');
    expect(() => keepSampleStyles('<main>blitz-style-samples-start<style></style></main>')).toThrow('the style samples have no end');
  });

  it('renders nothing between its markers when no part is asked for', () => {
    expect(renderToString(<StyleSamples />)).toBe('blitz-style-samples-start<!-- -->blitz-style-samples-end');
  });
});
