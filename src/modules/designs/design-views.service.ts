// How a design request and a design are shown: the request-status and design answers (also the
// webhooks' `data`), with the URLs they are reached by: the signed app page and image URLs
// (7 days, no key needed) and the public share page, all built on APP_URL.
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { DesignRequestEntity } from './design-request.entity';
import { DesignVariantEntity } from './design-variant.entity';
import { DesignDto, DesignRequestStatusDto, VariantDto } from './designs.dto';
import { LINK_TTL_SECONDS, linkKey, LinkVerdict, signLink, verifyLink } from './domain/link-signature';
import { outputOf, timings } from './domain/request-status';
import { filesOf } from './variant-files';
import { SetFormatProgressDto } from './design-sets.dto';

@Injectable()
export class DesignViewsService {
  private readonly key: Buffer;
  private readonly appUrl: string;

  constructor(config: AppConfig) {
    this.key = linkKey(config.auth.jwtSecret);
    this.appUrl = config.http.appUrl;
  }

  /** `exp=..&sig=..`, valid for 7 days from `now`. */
  signature(designId: string, now: Date): string {
    const exp = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
    return `exp=${exp}&sig=${signLink(this.key, designId, exp)}`;
  }

  verify(designId: string, exp: unknown, sig: unknown, now: Date): LinkVerdict {
    return verifyLink(this.key, designId, exp, sig, now);
  }

  link(designId: string, now: Date): string {
    return `${this.appUrl}/designs/${designId}?${this.signature(designId, now)}`;
  }

  shareLink(token: string): string {
    return `${this.appUrl}/share/${token}`;
  }

  variants(row: DesignRequestEntity, variants: DesignVariantEntity[], now: Date): VariantDto[] {
    if (row.status !== 'completed') return [];
    const sig = this.signature(row.designId, now);
    const scale = outputOf(row).scale;
    return variants.map((v) => {
      const base = `${this.appUrl}/designs/${row.designId}/variants/${v.index}`;
      const files = filesOf(v).map((f) => ({
        format: f.format,
        url: `${base}.${f.format}?${sig}`,
        bytes: f.bytes,
        ...(f.quality !== undefined ? { quality: f.quality } : {}),
        fits: f.fits,
      }));
      const set = row.params.set;
      const inSet = set
        ? { subtype: set[Math.floor(v.index / row.numVariants)]?.subtype ?? 'custom', look: v.index % row.numVariants }
        : {};
      return {
        index: v.index,
        url: files[0].url,
        width: v.width,
        height: v.height,
        format: v.format,
        scale,
        bytes: v.bytes,
        files,
        ...inSet,
      };
    });
  }

  status(row: DesignRequestEntity, variants: DesignVariantEntity[], now: Date): DesignRequestStatusDto {
    const t = timings(row, now);
    const view: DesignRequestStatusDto = {
      queueWaitTime: t.queueWaitTime,
      processingTime: t.processingTime,
      requestId: row.id,
      designId: row.designId,
      link: this.link(row.designId, now),
      shareLink: this.shareLink(row.shareToken),
      status: row.status,
      variants: this.variants(row, variants, now),
      warnings: row.warnings ?? [],
      metadata: row.params.metadata ?? {},
    };
    if (row.status === 'failed' && row.error) view.error = row.error;
    if (row.status === 'completed' && row.imageCredit) view.imageCredit = row.imageCredit;
    if (row.params.set) view.formats = setProgress(row, variants);
    return view;
  }

  design(row: DesignRequestEntity, variants: DesignVariantEntity[], now: Date): DesignDto {
    return {
      designId: row.designId,
      requestId: row.id,
      title: row.title ?? 'Design',
      type: row.type,
      subtype: row.subtype,
      width: row.width,
      height: row.height,
      format: row.format,
      language: row.params.language,
      link: this.link(row.designId, now),
      shareLink: this.shareLink(row.shareToken),
      variants: this.variants(row, variants, now),
      warnings: row.warnings ?? [],
      metadata: row.params.metadata ?? {},
      ...(row.imageCredit ? { imageCredit: row.imageCredit } : {}),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** Per-format progress of a design set: a completed set's format with no variant failed (and was refunded). */
function setProgress(row: DesignRequestEntity, variants: DesignVariantEntity[]): SetFormatProgressDto[] {
  return (row.params.set ?? []).map((f, fi) => {
    const done = variants.some((v) => Math.floor(v.index / row.numVariants) === fi);
    const status = row.status === 'completed' ? (done ? 'completed' : 'failed') : row.status;
    return { subtype: f.subtype, width: f.width, height: f.height, status };
  });
}
