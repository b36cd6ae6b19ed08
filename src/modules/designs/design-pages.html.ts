// The small server-side pages behind `link` and `shareLink`: the variants at a sensible size with
// their dimensions and a download button each, titled with the design's headline. No scripts; every
// URL is relative, so the pages work behind any APP_URL.

export interface PageVariant {
  index: number;
  width: number;
  height: number;
  format: string;
  src: string;
  download: string;
}

export interface DesignPageView {
  title: string;
  width: number;
  height: number;
  format: string;
  createdAt: Date;
  variants: PageVariant[];
  /** The stock photo or generated image the design shows: credited under it, as stock providers require. */
  credit?: {
    source: 'stock' | 'generated';
    provider: string;
    photographer?: string;
    photographerUrl?: string;
    photoUrl?: string;
    model?: string;
  };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const STYLE = `
  :root { color-scheme: light; --ink: #111827; --muted: #6b7280; --line: #e5e7eb; --accent: #0f766e; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f9fafb; }
  header, main, footer { max-width: 1200px; margin: 0 auto; padding: 24px; }
  h1 { margin: 0 0 4px; font-size: 28px; line-height: 1.2; overflow-wrap: anywhere; }
  .meta { color: var(--muted); margin: 0; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 24px; }
  figure { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 12px; display: flex; flex-direction: column; gap: 12px; }
  figure img { display: block; width: 100%; height: auto; max-height: 70vh; object-fit: contain; background: repeating-conic-gradient(#f3f4f6 0 25%, #fff 0 50%) 0 0 / 16px 16px; border-radius: 6px; }
  figcaption { display: flex; justify-content: space-between; align-items: center; gap: 12px; color: var(--muted); font-size: 14px; }
  a.button { display: inline-block; flex: none; white-space: nowrap; padding: 8px 14px; border-radius: 8px; background: var(--accent); color: #fff; text-decoration: none; font-weight: 600; }
  a.button:focus, a.button:hover { background: #115e59; }
  footer { color: var(--muted); font-size: 13px; }
  .notice { max-width: 640px; margin: 15vh auto; padding: 24px; text-align: center; }
`;

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
${head}<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export function designPage(view: DesignPageView): string {
  const n = view.variants.length;
  const figures = view.variants
    .map(
      (v) => `  <figure>
    <img src="${escapeHtml(v.src)}" width="${v.width}" height="${v.height}" alt="${escapeHtml(`${view.title}, variant ${v.index + 1}`)}" loading="eager">
    <figcaption><span>Variant ${v.index + 1} · ${v.width} × ${v.height} px · ${v.format.toUpperCase()}</span>
    <a class="button" href="${escapeHtml(v.download)}" download>Download ${v.format.toUpperCase()}</a></figcaption>
  </figure>`,
    )
    .join('\n');
  return layout(
    view.title,
    `<header>
  <h1>${escapeHtml(view.title)}</h1>
  <p class="meta">${n} variant${n === 1 ? '' : 's'} · ${view.width} × ${view.height} px · ${view.format.toUpperCase()} · made ${view.createdAt.toISOString().slice(0, 10)}</p>
</header>
<main class="grid">
${figures}
</main>
<footer>${view.credit ? `<p>${creditLine(view.credit)}</p>\n` : ''}Right-click or use Download to save a variant.</footer>`,
  );
}

/** "Photo by Ana Ruiz on Unsplash" with their links, or "Image generated with gpt-image-1"; every part escaped. */
export function creditLine(c: NonNullable<DesignPageView['credit']>): string {
  const link = (text: string, href?: string) =>
    href ? `<a href="${escapeHtml(href)}" rel="noopener nofollow">${escapeHtml(text)}</a>` : escapeHtml(text);
  if (c.source === 'generated') return `Image generated with ${escapeHtml(c.model ?? c.provider)}.`;
  return `Photo${c.photographer ? ` by ${link(c.photographer, c.photographerUrl)}` : ''} on ${link(c.provider, c.photoUrl)}.`;
}

export function pendingPage(): string {
  return layout(
    'Your design is being made',
    `<div class="notice"><h1>Your design is being made</h1><p class="meta">This page refreshes itself in a moment.</p></div>`,
    '<meta http-equiv="refresh" content="2">\n',
  );
}

export function notFoundPage(): string {
  return layout(
    'Design not found',
    `<div class="notice"><h1>Design not found</h1><p class="meta">This design does not exist or is no longer available.</p></div>`,
  );
}

export function expiredPage(): string {
  return layout(
    'Link expired',
    `<div class="notice"><h1>This link has expired</h1><p class="meta">Ask for a new link to this design.</p></div>`,
  );
}

/** A file name for downloads: the headline's words, the variant number and the format. */
export function downloadName(title: string, index: number, format: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'design'}-${index + 1}.${format}`;
}
