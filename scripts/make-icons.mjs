// Draws the app icons (a white ball on the league's blue) as PNGs, so the repository needs no
// image tools. Run once: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

function icon(size, maskable) {
  const blue = [0x1c, 0x7e, 0xd6];
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const c = size / 2;
  const r = size * (maskable ? 0.28 : 0.34);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      // A ball: white disc with a blue pentagon-ish centre.
      const inBall = d < r;
      const inPatch = d < r * 0.35;
      const px = inBall && !inPatch ? [255, 255, 255] : blue;
      raw.set(px, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('apps/web/public/icons/icon-192.png', icon(192, false));
writeFileSync('apps/web/public/icons/icon-512.png', icon(512, false));
writeFileSync('apps/web/public/icons/maskable-512.png', icon(512, true));
writeFileSync('apps/web/public/icons/apple-touch-icon.png', icon(180, false));
console.log('icons written');
