#!/usr/bin/env node
// Draws the app icons of web/manifest.webmanifest into web/icons/ as PNG files, with node's zlib
// and no other dependency: a 9x9 board (thin cell lines, thick box lines) on the page's accent
// blue, a few cells filled in. Run it again only to change the design; the PNGs are committed.
//   node tools/make_icons.mjs
// icon-192.png / icon-512.png: "any" purpose, board on a rounded square with a transparent corner.
// maskable-192.png / maskable-512.png: full-bleed background, board inside the central 80 % safe
// zone, because launchers crop maskable icons to their own shape (circle, squircle, ...).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = fileURLToPath(new URL('../web/icons/', import.meta.url));
const ACCENT = [0x1d, 0x4e, 0xd8, 255];
const BOARD = [0xff, 0xff, 0xff, 255];
const LINE = [0x9a, 0xa4, 0xb8, 255];
const BOX_LINE = [0x16, 0x18, 0x1d, 255];
const FILLED = [0xbf, 0xd2, 0xfa, 255];
// Cells drawn filled: one per row, a solved-looking pattern (row r, column (3r + r/3) mod 9).
const FILLED_CELLS = new Set(Array.from({ length: 9 }, (_, r) => r * 9 + ((3 * r + Math.floor(r / 3)) % 9)));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** RGBA pixels (size*size*4) -> PNG file bytes (8-bit RGBA, no interlace, filter 0 on every row). */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    pixels.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const set = (x, y, color) => pixels.set(color, (y * size + x) * 4);
  const radius = maskable ? 0 : size * 0.18;
  const inside = (x, y) => { // the rounded square (the whole square when maskable)
    const cx = Math.min(Math.max(x + 0.5, radius), size - radius);
    const cy = Math.min(Math.max(y + 0.5, radius), size - radius);
    return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius ** 2;
  };
  const inset = Math.round(size * (maskable ? 0.24 : 0.15));
  const boardSize = size - 2 * inset;
  const cell = boardSize / 9;
  const thin = Math.max(1, Math.round(size / 192));
  const thick = Math.max(2, Math.round(size / 64));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!inside(x, y)) continue; // transparent corner
      const bx = x - inset;
      const by = y - inset;
      if (bx < 0 || by < 0 || bx >= boardSize || by >= boardSize) {
        set(x, y, ACCENT);
        continue;
      }
      const col = Math.min(8, Math.floor(bx / cell));
      const row = Math.min(8, Math.floor(by / cell));
      const nearX = Math.min(...Array.from({ length: 10 }, (_, i) => Math.abs(bx - i * cell)));
      const nearY = Math.min(...Array.from({ length: 10 }, (_, i) => Math.abs(by - i * cell)));
      const nearBoxX = Math.min(...[0, 3, 6, 9].map((i) => Math.abs(bx - i * cell)));
      const nearBoxY = Math.min(...[0, 3, 6, 9].map((i) => Math.abs(by - i * cell)));
      if (nearBoxX < thick || nearBoxY < thick) set(x, y, BOX_LINE);
      else if (nearX < thin || nearY < thin) set(x, y, LINE);
      else set(x, y, FILLED_CELLS.has(row * 9 + col) ? FILLED : BOARD);
    }
  }
  return png(size, pixels);
}

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(`${OUT}icon-${size}.png`, draw(size, false));
  writeFileSync(`${OUT}maskable-${size}.png`, draw(size, true));
}
console.log(`make_icons: wrote icon-192/512.png and maskable-192/512.png in ${OUT}`);
