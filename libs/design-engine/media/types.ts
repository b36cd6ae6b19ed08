// Media as the renderer receives it: decoded once per request into plain, transferable pixel data.

export interface MediaInput {
  kind: 'photo' | 'logo';
  data: Buffer;
  /** Cover-crop photos around their most interesting area (sharp's attention strategy); false shows the whole photo. */
  crop?: boolean;
  /** Cut the subject out of a plain background. */
  removeBg?: boolean;
  logoStyles?: ('direct' | 'outline')[];
  label?: string;
}

/** Decoded, normalised media: sRGB RGBA pixels (not premultiplied), transferable to worker threads. */
export interface PreparedMedia {
  /** Unique per prepared item; lets a render worker cache its drawable copy. */
  id: string;
  kind: 'photo' | 'logo';
  width: number;
  height: number;
  /** RGBA, width * height * 4 bytes, in a SharedArrayBuffer so posting it to a worker copies nothing. */
  data: Uint8Array;
  /** Some pixels are transparent (a logo with alpha or a cut-out). */
  hasAlpha: boolean;
  crop: boolean;
  /** The background was removed: `data` is the cut-out subject on transparency. */
  cutout: boolean;
  /** Centre of interest, 0..1 in each axis (sharp attention strategy, or the centre). */
  focal: { x: number; y: number };
  /** People's heads found in a photo (0..1 boxes); a cover crop keeps them whole or the photo is shown whole. */
  heads?: { x: number; y: number; w: number; h: number }[];
  /** Union of `heads`. */
  subject?: { x: number; y: number; w: number; h: number };
  /** Bounding box of the non-transparent pixels (the subject of a cut-out, the mark of a logo). */
  content: { x: number; y: number; width: number; height: number };
  /** Average colour of the opaque pixels, hex. */
  averageColor: string;
  logoStyles: ('direct' | 'outline')[];
  label?: string;
}

/** Port for background removal: the in-house flood fill, or an external service when one is configured. */
export interface BackgroundRemover {
  /** Returns RGBA with the background made transparent, or null when it cannot separate the subject. */
  remove(rgba: Uint8Array, width: number, height: number): Promise<Uint8Array | null>;
}
