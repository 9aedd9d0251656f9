// @ts-check
/** SHA-256 (hex) of a text's UTF-8 bytes, with Node's crypto (browsers get sha256-browser.js, see package.json "imports"). */
import { createHash } from 'node:crypto';

/** @param {string} text @returns {string} */
export const sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
