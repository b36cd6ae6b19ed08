// The media library (SPEC 6.3): uploads and URL imports checked by content, stored per workspace,
// listed, served, resolved for rendering, and generated backdrops for content suggestions.
import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { UsersService } from '../users';
import type { Principal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { decodeTimeCursor, DEFAULT_PAGE_LIMIT, Page, toTimePage } from '../../platform/http/pagination';
import { SafeHttpClient } from '../../platform/outbound/safe-http-client';
import { ObjectStorage, StoredObject } from '../../platform/storage/object-storage';
import { BackdropsService } from './backdrops.service';
import { inspectImage, MAX_UPLOAD_BYTES } from './image-inspection';
import { MediaAssetEntity, MediaKind } from './media-asset.entity';
import { CreateMediaFromUrlDto, CreateMediaUploadFieldsDto, ListMediaQueryDto, MediaDto } from './media.dto';
import { MediaErrors } from './media.errors';
import { MediaRepository, MediaScope } from './media.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const FETCH_TIMEOUT_MS = 10_000;

export type ResolvedMedia =
  { ok: true; bytes: Buffer; kind: MediaKind | null; mId: string | null } | { ok: false; reason: string };

@Injectable()
export class MediaService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly storage: ObjectStorage,
    private readonly http: SafeHttpClient,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly backdrops: BackdropsService,
  ) {}

  /** The caller's workspace (the users module answers it). */
  private scopeOf(principal: Principal): Promise<MediaScope> {
    return this.users.workspaceOf(principal);
  }

  /** For reads: null when the account never had a workspace, so a GET never writes (see UsersService.existingWorkspaceOf). */
  readScopeOf(principal: Principal, staleAbsenceMs = 0): Promise<MediaScope | null> {
    return this.users.existingWorkspaceOf(principal, staleAbsenceMs);
  }

  async upload(
    principal: Principal,
    file: { buffer: Buffer; originalname?: string } | undefined,
    fields: CreateMediaUploadFieldsDto,
  ): Promise<MediaDto> {
    if (!file) throw MediaErrors.missingInput();
    const tags = (fields.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const image = await inspectImage(file.buffer);
    if (!image.ok) throw MediaErrors.badFile('file', image.reason);
    return this.store(await this.scopeOf(principal), file.buffer, 'file', {
      kind: fields.type ?? 'photo',
      name: fields.name ?? baseName(file.originalname) ?? 'upload',
      tags,
    });
  }

  async importUrl(principal: Principal, dto: CreateMediaFromUrlDto): Promise<MediaDto> {
    const fetched = await this.fetchImage(dto.url);
    if (!fetched.ok) throw MediaErrors.badFile('url', fetched.reason);
    return this.store(await this.scopeOf(principal), fetched.bytes, 'url', {
      kind: dto.type ?? 'photo',
      name: dto.name ?? baseName(new URL(dto.url).pathname) ?? 'image',
      tags: dto.tags ?? [],
    });
  }

  private async store(
    scope: MediaScope,
    bytes: Buffer,
    field: string,
    meta: { kind: MediaKind; name: string; tags: string[] },
  ): Promise<MediaDto> {
    const image = await inspectImage(bytes);
    if (!image.ok) throw MediaErrors.badFile(field, image.reason);
    const id = randomUUID();
    const storageKey = `media/${scope.accountId}/${scope.workspaceId}/${id}.${image.ext}`;
    await this.storage.put(storageKey, bytes, image.mime);
    const row = await this.repo
      .insert({
        id,
        accountId: scope.accountId,
        workspaceId: scope.workspaceId,
        userId: scope.userId,
        kind: meta.kind,
        name: meta.name.slice(0, 200),
        tags: normaliseTags(meta.tags, meta.name),
        mime: image.mime,
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        storageKey,
        publicToken: randomBytes(24).toString('base64url'),
        createdAt: this.clock.now(),
      })
      .catch(async (err: unknown) => {
        await this.storage.delete(storageKey);
        throw err;
      });
    return this.view(row);
  }

  async list(principal: Principal, query: ListMediaQueryDto): Promise<Page<MediaDto>> {
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const after = decodeTimeCursor(query.cursor);
    const scope = await this.readScopeOf(principal);
    if (!scope) return { items: [], nextCursor: null };
    const rows = await this.repo.page(scope, limit, after, query.type);
    return toTimePage(rows, limit, (r) => this.view(r));
  }

  async get(principal: Principal, mId: string): Promise<MediaDto> {
    if (!UUID.test(mId)) throw MediaErrors.notFound();
    return this.view(await this.mustFind(await this.readScopeOf(principal), mId));
  }

  async file(principal: Principal, mId: string): Promise<StoredObject> {
    if (!UUID.test(mId)) throw MediaErrors.notFound();
    const row = await this.mustFind(await this.readScopeOf(principal), mId);
    const object = await this.storage.get(row.storageKey);
    if (!object) throw MediaErrors.notFound();
    return object;
  }

  async remove(principal: Principal, mId: string): Promise<void> {
    if (!UUID.test(mId)) throw MediaErrors.notFound();
    const scope = await this.readScopeOf(principal);
    const row = scope ? await this.repo.remove(scope, mId) : null;
    if (!row) throw MediaErrors.notFound();
    await this.storage.delete(row.storageKey);
  }

  /** A generated backdrop by its file name (`{APP_URL}/assets/backdrops/{file}`). */
  async backdrop(file: string): Promise<StoredObject> {
    const image = await this.backdrops.image(file);
    if (!image) throw MediaErrors.notFound();
    return image;
  }

  /** The public asset route: `{APP_URL}/assets/{token}.{ext}`. */
  async publicAsset(file: string): Promise<StoredObject> {
    const token = file.replace(/\.[a-z]{3,4}$/, '');
    if (!TOKEN.test(token)) throw MediaErrors.notFound();
    const row = await this.repo.findByToken(token);
    const object = row ? await this.storage.get(row.storageKey) : null;
    if (!object) throw MediaErrors.notFound();
    return object;
  }

  async findMatching(scope: MediaScope, words: string[], limit: number): Promise<MediaDto[]> {
    return (await this.repo.matching(scope, words, limit)).map((r) => this.view(r));
  }

  /**
   * Bytes for rendering: a library id of this workspace, one of our own asset URLs (resolved
   * here, never over the network), or an external URL fetched through the address guard.
   * A failure is a reason for a warning, never an exception.
   */
  async resolve(scope: MediaScope, ref: { mId?: string; url?: string }): Promise<ResolvedMedia> {
    if (ref.mId) {
      const row = UUID.test(ref.mId) ? await this.repo.findVisible(scope, ref.mId) : null;
      const object = row ? await this.storage.get(row.storageKey) : null;
      return row && object
        ? { ok: true, bytes: object.body, kind: row.kind, mId: row.id }
        : { ok: false, reason: `media ${ref.mId} not found` };
    }
    if (!ref.url) return { ok: false, reason: 'media item has neither mId nor url' };
    const backdrop = this.backdrops.fileOf(ref.url);
    if (backdrop) {
      const image = await this.backdrops.image(backdrop);
      return image
        ? { ok: true, bytes: image.body, kind: 'backdrop', mId: null }
        : { ok: false, reason: 'asset not found' };
    }
    const own = this.ownAssetToken(ref.url);
    if (own) {
      const row = await this.repo.findByToken(own);
      const object = row ? await this.storage.get(row.storageKey) : null;
      return row && object
        ? { ok: true, bytes: object.body, kind: row.kind, mId: row.id }
        : { ok: false, reason: 'asset not found' };
    }
    const fetched = await this.fetchImage(ref.url);
    return fetched.ok
      ? { ok: true, bytes: fetched.bytes, kind: null, mId: null }
      : { ok: false, reason: `${ref.url}: ${fetched.reason}` };
  }

  private ownAssetToken(url: string): string | null {
    const prefix = `${this.config.http.appUrl}/assets/`;
    if (!url.startsWith(prefix)) return null;
    const token = url.slice(prefix.length).replace(/\.[a-z]{3,4}$/, '');
    return TOKEN.test(token) ? token : null;
  }

  private async fetchImage(url: string): Promise<{ ok: true; bytes: Buffer } | { ok: false; reason: string }> {
    const res = await this.http.request(url, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_UPLOAD_BYTES,
      maxRedirects: 3,
      headers: { accept: 'image/*' },
    });
    if (!res.ok) return { ok: false, reason: `could not be fetched: ${res.reason}` };
    if (res.status < 200 || res.status >= 300)
      return { ok: false, reason: `could not be fetched: answered ${res.status}` };
    const type = (res.headers['content-type'] ?? '').toLowerCase();
    if (!type.startsWith('image/')) return { ok: false, reason: `is not an image (content type ${type || 'missing'})` };
    return { ok: true, bytes: res.body };
  }

  async hideForUser(userId: string, hidden: boolean): Promise<void> {
    await this.repo.setHiddenForUser(userId, hidden ? this.clock.now() : null);
  }

  async purgeForUser(userId: string): Promise<void> {
    const rows = await this.repo.deleteForUser(userId);
    await Promise.all(rows.map((r) => this.storage.delete(r.storageKey)));
  }

  private async mustFind(scope: MediaScope | null, mId: string): Promise<MediaAssetEntity> {
    const row = scope && UUID.test(mId) ? await this.repo.findVisible(scope, mId) : null;
    if (!row) throw MediaErrors.notFound();
    return row;
  }

  private view(row: MediaAssetEntity): MediaDto {
    return {
      mId: row.id,
      type: row.kind,
      width: row.width,
      height: row.height,
      name: row.name,
      tags: row.tags,
      mimeType: row.mime,
      bytes: row.bytes,
      url: `${this.config.http.appUrl}/assets/${row.publicToken}.${row.storageKey.split('.').pop()}`,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

function baseName(name: string | undefined): string | undefined {
  const last = name
    ?.split('/')
    .pop()
    ?.replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  return last ? last.slice(0, 200) : undefined;
}

/** Tags are matched case-insensitively against prompt words; the name's words count as tags too. */
function normaliseTags(tags: string[], name: string): string[] {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  return [...new Set([...tags.map((t) => t.trim().toLowerCase()).filter(Boolean), ...words])].slice(0, 40);
}
