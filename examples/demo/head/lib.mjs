// The code under test, as the demo's head commit changes it: encode got slower, decode faster.

/** FNV-1a over the bytes. The same on both commits: benchgate should call it unchanged. */
export function checksum(data) {
  let h = 0x811c9dc5;
  for (let i = 0; i < data.length; i++) {
    h ^= data[i];
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One mixing pass over the data; encode and decode are made of these. */
function mix(data, acc, k) {
  for (let i = 0; i < data.length; i++) acc = Math.imul(acc ^ data[i], k) | 0;
  return acc;
}

// Head: an extra verification pass (25% more work).
const ENCODE_PASSES = 5;

/** A toy block encoder: a few mixing passes over the data. */
export function encode(data) {
  let acc = 0;
  for (let pass = 0; pass < ENCODE_PASSES; pass++) acc = mix(data, acc, 31);
  return acc;
}

// Head: one pass saved (25% less work).
const DECODE_PASSES = 3;

/** The matching decoder. */
export function decode(data) {
  let acc = 1;
  for (let pass = 0; pass < DECODE_PASSES; pass++) acc = mix(data, acc, 17);
  return acc;
}
