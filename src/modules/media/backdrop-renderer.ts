// Generated backdrop images: a palette and a pattern drawn as SVG and rasterised by sharp (on
// libuv's thread pool, off the event loop). Deterministic per input.
import sharp from 'sharp';

export interface BackdropSpec {
  colors: string[];
  pattern: 'linear' | 'radial' | 'dots' | 'stripes' | 'waves';
  width: number;
  height: number;
}

const MAX_SIDE = 1080;

export function backdropSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.max(16, Math.round(width * scale)), height: Math.max(16, Math.round(height * scale)) };
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;

function svg(p: BackdropSpec, w: number, h: number): string {
  // Colours are interpolated into SVG: only well-formed hex reaches it.
  const colors = p.colors.filter((c) => HEX.test(c));
  const [a = '#1f2937', b = a, c = b] = colors;
  const base =
    p.pattern === 'radial'
      ? `<radialGradient id="g" cx="30%" cy="30%" r="90%"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></radialGradient>`
      : `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
  const unit = Math.max(8, Math.round(Math.min(w, h) / 18));
  const overlays: Record<BackdropSpec['pattern'], string> = {
    linear: '',
    radial: '',
    dots: `<pattern id="p" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse"><circle cx="${unit / 2}" cy="${unit / 2}" r="${unit / 7}" fill="${c}" fill-opacity="0.35"/></pattern><rect width="100%" height="100%" fill="url(#p)"/>`,
    stripes: `<pattern id="p" width="${unit}" height="${unit}" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="${unit / 3}" height="${unit}" fill="${c}" fill-opacity="0.25"/></pattern><rect width="100%" height="100%" fill="url(#p)"/>`,
    waves: [0.55, 0.7, 0.85]
      .map((y, i) => {
        const top = Math.round(h * y);
        const amp = Math.round(h * 0.06);
        return `<path d="M0 ${top} C ${w * 0.25} ${top - amp}, ${w * 0.5} ${top + amp}, ${w} ${top - amp / 2} L ${w} ${h} L 0 ${h} Z" fill="${i === 1 ? c : b}" fill-opacity="${0.18 + i * 0.08}"/>`;
      })
      .join(''),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${base}</defs><rect width="100%" height="100%" fill="url(#g)"/>${overlays[p.pattern]}</svg>`;
}

export function renderBackdrop(spec: BackdropSpec): Promise<Buffer> {
  return sharp(Buffer.from(svg(spec, spec.width, spec.height)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
