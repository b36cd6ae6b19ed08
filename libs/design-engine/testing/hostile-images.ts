// Images an attacker would send (issue 18.1), for tests: a few hundred bytes that cost minutes of
// CPU if a renderer honours them.

/** An SVG whose blur and morphology filters over a large canvas took ~21 s of librsvg time at 297 bytes. */
export function svgFilterBomb(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><filter id="f"><feGaussianBlur stdDeviation="400"/>' +
      '<feMorphology operator="dilate" radius="300"/></filter><rect width="8000" height="8000" fill="red" filter="url(#f)"/></svg>',
  );
}
