// @ts-check
/** SHA-256 (hex) of a text's UTF-8 bytes in a browser, which has no synchronous SHA-256 of its own. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** @param {string} text @returns {string} */
export const sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)));
