// What every rendered design must satisfy, as a list of problems (empty when the design is sound).
import sharp from 'sharp';
import type { RenderResult } from '../render/render';

export async function checkDesign(
  r: RenderResult,
  width: number,
  height: number,
  format: 'jpg' | 'png',
): Promise<string[]> {
  const problems: string[] = [];
  const meta = await sharp(r.image).metadata();
  const expected = format === 'jpg' ? 'jpeg' : 'png';
  if (meta.format !== expected) problems.push(`encoded as ${meta.format}, expected ${expected}`);
  if (meta.width !== width || meta.height !== height)
    problems.push(`decoded ${meta.width}x${meta.height}, expected ${width}x${height}`);
  if (r.width !== width || r.height !== height) problems.push(`result says ${r.width}x${r.height}`);
  const m = r.report.safeMargin;
  if (!(m >= 3)) problems.push(`safe margin ${m} too small`);
  if (!r.report.text.some((t) => t.id === 'title')) problems.push('no title layer');
  for (const t of r.report.text) {
    const where = `${t.id} "${t.lines.join(' / ')}"`;
    if (t.overflow) problems.push(`${where} overflows its region`);
    if (t.contrast < t.threshold) problems.push(`${where} contrast ${t.contrast} < ${t.threshold}`);
    const b = t.box;
    if (b.x < m - 0.5 || b.y < m - 0.5 || b.x + b.width > width - m + 0.5 || b.y + b.height > height - m + 0.5) {
      problems.push(`${where} box ${JSON.stringify(b)} leaves the safe margin ${m}`);
    }
    if (t.lines.some((l) => l.trim().length === 0)) problems.push(`${where} has an empty line`);
  }
  for (const img of r.report.images.filter((i) => i.kind === 'logo')) {
    const b = img.box;
    if (b.x < m - 0.5 || b.y < m - 0.5 || b.x + b.width > width - m + 0.5 || b.y + b.height > height - m + 0.5)
      problems.push(`logo ${JSON.stringify(b)} leaves the safe margin`);
  }
  return problems;
}
