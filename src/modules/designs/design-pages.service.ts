// The public app pages: a design reached by its signed link (7 days) or its share token. Nothing
// of a deleted user shows (the live check covers the moment before the hiding listener ran).
import { Injectable } from '@nestjs/common';
import { UsersService } from '../users';
import { Clock } from '../../platform/clock/clock';
import { StoredObject } from '../../platform/storage/object-storage';
import { DesignRequestsRepository, RequestWithVariants } from './design-requests.repository';
import { DesignVariantEntity } from './design-variant.entity';
import { DesignViewsService } from './design-views.service';
import { DesignsService } from './designs.service';
import { DesignErrors } from './designs.errors';
import { DesignPageView, downloadName } from './design-pages.html';
import { filesOf } from './variant-files';
import { CONTENT_TYPES, OUTPUT_FORMATS } from '../../../libs/design-engine/catalog/output-formats';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export type PageResult =
  { kind: 'ready'; view: DesignPageView } | { kind: 'pending' } | { kind: 'missing' } | { kind: 'expired' };

@Injectable()
export class DesignPagesService {
  constructor(
    private readonly repo: DesignRequestsRepository,
    private readonly users: UsersService,
    private readonly designs: DesignsService,
    private readonly views: DesignViewsService,
    private readonly clock: Clock,
  ) {}

  /** `/app/designs/{designId}?exp&sig`: images are `{designId}/variants/{i}.{ext}?exp&sig`. */
  async bySignedLink(designId: string, exp: unknown, sig: unknown): Promise<PageResult> {
    const verdict = UUID.test(designId)
      ? this.views.verify(designId.toLowerCase(), exp, sig, this.clock.now())
      : 'invalid';
    if (verdict !== 'valid') return { kind: verdict === 'expired' ? 'expired' : 'missing' };
    const found = await this.visible(await this.repo.findByDesignId(designId.toLowerCase()));
    const query = `?exp=${exp as string}&sig=${sig as string}`;
    return this.page(
      found,
      (v, ext) => `${found?.row.designId}/variants/${v.index}.${ext}${query}`,
      () => `${query}&download=1`,
    );
  }

  /** `/app/share/{token}`: images are `{token}/variants/{i}.{ext}`. */
  async byShareToken(token: string): Promise<PageResult> {
    const found = TOKEN.test(token) ? await this.visible(await this.repo.findByShareToken(token)) : null;
    return this.page(
      found,
      (v, ext) => `${token}/variants/${v.index}.${ext}`,
      () => '?download=1',
    );
  }

  /** `format` undefined: the variant URL without an extension, answered by `accept`. */
  async signedImage(
    designId: string,
    index: string,
    format: string | undefined,
    exp: unknown,
    sig: unknown,
    accept?: string,
  ): Promise<{ object: StoredObject; name: string }> {
    if (!UUID.test(designId) || this.views.verify(designId.toLowerCase(), exp, sig, this.clock.now()) !== 'valid')
      throw DesignErrors.notFound();
    return this.image(
      await this.visible(await this.repo.findByDesignId(designId.toLowerCase())),
      index,
      format,
      accept,
    );
  }

  async sharedImage(
    token: string,
    index: string,
    format: string | undefined,
    accept?: string,
  ): Promise<{ object: StoredObject; name: string }> {
    const found = TOKEN.test(token) ? await this.visible(await this.repo.findByShareToken(token)) : null;
    return this.image(found, index, format, accept);
  }

  private async image(
    found: RequestWithVariants | null,
    index: string,
    format: string | undefined,
    accept?: string,
  ): Promise<{ object: StoredObject; name: string }> {
    if (!found) throw DesignErrors.notFound();
    const object = await this.designs.imageOf(found, index, format, accept);
    const ext = format ?? OUTPUT_FORMATS.find((f) => CONTENT_TYPES[f] === object.contentType) ?? found.row.format;
    return { object, name: downloadName(found.row.title ?? 'design', Number(index), ext) };
  }

  private async visible(found: RequestWithVariants | null): Promise<RequestWithVariants | null> {
    if (!found || found.row.hiddenAt) return null;
    const { accountId, userId } = found.row;
    if (userId && !(await this.users.isUserActive(accountId, userId))) return null;
    return found;
  }

  private async page(
    found: RequestWithVariants | null,
    src: (v: DesignVariantEntity, ext: string) => string,
    download: (v: DesignVariantEntity) => string,
  ): Promise<PageResult> {
    if (!found || found.row.status === 'failed') return { kind: 'missing' };
    if (found.row.status !== 'completed') return { kind: 'pending' };
    const { row, variants } = found;
    return {
      kind: 'ready',
      view: {
        title: row.title ?? 'Design',
        width: row.width,
        height: row.height,
        format: row.format,
        createdAt: row.createdAt,
        ...(row.imageCredit ? { credit: row.imageCredit } : {}),
        // a PDF cannot be shown in an <img>: the page shows the first image format, and downloads the first format asked
        variants: variants.map((v) => {
          const shown = filesOf(v).find((f) => f.format !== 'pdf')?.format ?? v.format;
          return {
            index: v.index,
            width: v.width,
            height: v.height,
            format: v.format,
            src: src(v, shown),
            download: `${src(v, v.format).split('?')[0]}${download(v)}`,
          };
        }),
      },
    };
  }
}
