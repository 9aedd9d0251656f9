/**
 * Renders the catalogue artwork (hand-made SVG sources in assets/catalogue-src) into the WebP files
 * the shop serves from assets/catalogue. Run with `npm run render:catalogue -w apps/server` after
 * changing a source; the outputs are committed so a fresh clone needs no rendering step.
 *
 * Sizes by file name: `*-banner.svg` 1600x400; files under `winners/` (demo winner photos) 1200x900
 * plus a 400x500 thumbnail in the photos' strip's tile's shape, named and cut as an uploaded photo's
 * (thumbnailOf, WINNER_PHOTO_THUMB_SIZE), which the strip shows (issue 15); everything else is
 * a square product or category picture, 800x800 plus a 320x320 thumbnail (thumbnailOf). Every output is
 * cropped to its size (cover, about the centre). Pass a path prefix to render only part, e.g.
 * `npm run render:catalogue -w apps/server -- winners/`. An output newer than its source is kept:
 * delete the outputs to render them again after changing a size here.
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WINNER_PHOTO_THUMB_SIZE, thumbnailOf } from '@blitz/contract';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const srcRoot = join(root, 'catalogue-src');
const outRoot = join(root, 'catalogue');

async function* svgFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* svgFiles(path);
    else if (entry.name.endsWith('.svg')) yield path;
  }
}

async function isFresh(source: string, target: string): Promise<boolean> {
  try {
    return (await stat(target)).mtimeMs >= (await stat(source)).mtimeMs;
  } catch {
    return false;
  }
}

async function render(source: string, target: string, width: number, height: number): Promise<void> {
  if (await isFresh(source, target)) return;
  await mkdir(dirname(target), { recursive: true });
  await sharp(source, { density: 144 }).resize(width, height, { fit: 'cover' }).webp({ quality: 82, effort: 5 }).toFile(target);
}

const only = process.argv[2];
let count = 0;
for await (const source of svgFiles(srcRoot)) {
  const rel = relative(srcRoot, source).replace(/\.svg$/, '');
  if (only && !rel.startsWith(only)) continue;
  const base = join(outRoot, rel);
  if (rel.endsWith('-banner')) {
    await render(source, `${base}.webp`, 1600, 400);
  } else if (rel.startsWith('winners/')) {
    await render(source, `${base}.webp`, 1200, 900);
    await render(source, thumbnailOf(`${base}.webp`)!, WINNER_PHOTO_THUMB_SIZE.width, WINNER_PHOTO_THUMB_SIZE.height);
  } else {
    await render(source, `${base}.webp`, 800, 800);
    await render(source, thumbnailOf(`${base}.webp`)!, 320, 320);
  }
  count += 1;
}
console.log(`rendered ${count} catalogue pictures`);
