// Perceptual hash (DCT of a 32x32 grey thumbnail, 8x8 low frequencies against their median): images
// that look alike hash to within a few bits of each other, whatever their encoding.
import sharp from 'sharp';

export async function phash(image: Buffer): Promise<bigint> {
  const N = 32;
  const px = await sharp(image).greyscale().resize(N, N, { fit: 'fill' }).raw().toBuffer();
  const cos: number[][] = [];
  for (let u = 0; u < 8; u++) {
    cos.push([]);
    for (let x = 0; x < N; x++) cos[u].push(Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N)));
  }
  const coeffs: number[] = [];
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) sum += px[y * N + x] * cos[u][y] * cos[v][x];
      coeffs.push(sum);
    }
  }
  const ac = coeffs.slice(1);
  const median = ac.slice().sort((a, b) => a - b)[ac.length >> 1];
  let hash = 0n;
  for (const c of ac) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return hash;
}

export function hamming(a: bigint, b: bigint): number {
  let x = a ^ b;
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}
