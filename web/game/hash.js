// FNV-1a over a text's UTF-16 units, 32 bits: a fixed, documented hash, so a name made from it
// (the puzzle of the day's seed, daily.js; a framed game's save slot, embed.js) never depends on the
// JS engine or the machine. Not a secret and not collision-proof: a short stable name.
export function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
