// How the build compresses its text files (vite.config.ts): the highest levels, paid once at build
// time, so that a phone on a slow link downloads the fewest bytes.
import { constants } from 'node:zlib';

export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
export const GZIP_OPTIONS = { level: 9 };
