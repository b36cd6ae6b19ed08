// End-user sessions (SPEC 3): HS256 access tokens for one hour, opaque single-use refresh tokens
// for 30 days, rotation, reuse detection and revocation.
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject, randomUUID } from 'node:crypto';
import type { EndUserPrincipal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { queryRows, Tx, UnitOfWork } from '../../platform/database';
import { hashSecret, randomBase62 } from './domain/api-key-format';
import { signHs256 } from './domain/hs256-token';
import { IdentityErrors } from './identity.errors';

const ACCESS_TTL_S = 3600;
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;
export const END_USER_AUDIENCE = 'end-user';

const refreshExpiry = (now: Date): Date => new Date(now.getTime() + REFRESH_TTL_MS);
const newRefreshToken = (): string => `rt_${randomBase62(48)}`;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The row values of a session and its first refresh token, before they are written. */
export interface PreparedSession {
  sessionId: string;
  refreshToken: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

interface AccessClaims {
  sub: string;
  acc: string;
  wid: string;
  sid: string;
  jti: string;
  aud: string;
  iat: number;
  exp: number;
}

@Injectable()
export class SessionsService {
  /** The same secret JwtModule verifies with, as a KeyObject built once. */
  private readonly signingKey: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    config: AppConfig,
  ) {
    this.signingKey = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
  }

  /**
   * Opens a new session for a logged-in end user, inside the caller's transaction. The session's id
   * is made here, so the session and its first refresh token go in one statement (one round trip
   * on every login, not two).
   */
  async open(tx: Tx, subject: { accountId: string; userId: string; workspaceId: string }): Promise<SessionTokens> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await tx.query(
      `WITH session AS (
         INSERT INTO sessions (id, account_id, user_id, workspace_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
       )
       INSERT INTO refresh_tokens (session_id, token_hash, created_at, expires_at) SELECT id, $7, $5, $6 FROM session`,
      [
        sessionId,
        subject.accountId,
        subject.userId,
        subject.workspaceId,
        now,
        refreshExpiry(now),
        hashSecret(refreshToken),
      ],
    );
    return { accessToken: this.sign({ ...subject, sessionId }, now), refreshToken };
  }

  /**
   * A session made ready to be written by the statement that also finds or creates its user
   * (UsersRepository: one round trip for the whole login, no transaction). Its refresh token is
   * stored hashed; tokensFor() signs the access token once the row exists.
   */
  prepare(): PreparedSession {
    const now = this.clock.now();
    const refreshToken = newRefreshToken();
    return {
      sessionId: randomUUID(),
      refreshToken,
      tokenHash: hashSecret(refreshToken),
      createdAt: now,
      expiresAt: refreshExpiry(now),
    };
  }

  /** The tokens of a prepared session whose row was written for this subject. */
  tokensFor(
    session: PreparedSession,
    subject: { accountId: string; userId: string; workspaceId: string },
  ): SessionTokens {
    const accessToken = this.sign({ ...subject, sessionId: session.sessionId }, session.createdAt);
    return { accessToken, refreshToken: session.refreshToken };
  }

  private async issue(
    tx: Tx,
    s: { accountId: string; userId: string; workspaceId: string; sessionId: string },
    now: Date,
  ): Promise<SessionTokens> {
    const accessToken = this.sign(s, now);
    const refreshToken = newRefreshToken();
    // The session lives as long as its newest refresh token (one statement: no extra round trip).
    await tx.query(
      `WITH extended AS (UPDATE sessions SET expires_at = $4 WHERE id = $1 AND expires_at < $4)
       INSERT INTO refresh_tokens (session_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [s.sessionId, hashSecret(refreshToken), now, refreshExpiry(now)],
    );
    return { accessToken, refreshToken };
  }

  /** An HS256 access token (signHs256: the bytes jsonwebtoken would write, without its per-call overhead). */
  private sign(s: { accountId: string; userId: string; workspaceId: string; sessionId: string }, now: Date): string {
    const iat = Math.floor(now.getTime() / 1000);
    const claims: AccessClaims = {
      sub: s.userId,
      acc: s.accountId,
      wid: s.workspaceId,
      sid: s.sessionId,
      jti: randomUUID(),
      aud: END_USER_AUDIENCE,
      iat,
      exp: iat + ACCESS_TTL_S,
    };
    return signHs256(claims, this.signingKey);
  }

  /** Verifies a bearer token for a request made with a key of `accountId`. */
  async verifyAccessToken(token: string, accountId: string): Promise<EndUserPrincipal> {
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        algorithms: ['HS256'],
        audience: END_USER_AUDIENCE,
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      });
    } catch (err) {
      const expired = (err as { name?: string }).name === 'TokenExpiredError';
      throw IdentityErrors.badBearer(expired ? 'expired' : 'invalid');
    }
    // A token without an expiry would be valid forever: every token this service signs has one.
    if (typeof claims.exp !== 'number') throw IdentityErrors.badBearer('invalid');
    if (claims.acc !== accountId) throw IdentityErrors.badBearer('invalid');
    const rows: { revoked: boolean }[] = await this.uow.dataSource.query(
      `SELECT (revoked_at IS NOT NULL) AS revoked FROM sessions WHERE id = $1 AND account_id = $2 AND user_id = $3`,
      [claims.sid, claims.acc, claims.sub],
    );
    if (!rows[0] || rows[0].revoked) throw IdentityErrors.badBearer('revoked');
    return { userId: claims.sub, workspaceId: claims.wid, sessionId: claims.sid };
  }

  /**
   * Rotates a refresh token. A token that was already used is a sign of theft: every session of
   * its user is revoked (SPEC 3, reuse detection) and the call fails.
   */
  async refresh(accountId: string, refreshToken: string): Promise<SessionTokens> {
    const hash = hashSecret(refreshToken);
    const outcome = await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const rows = await tx.query<{
        session_id: string;
        used: boolean;
        expired: boolean;
        revoked: boolean;
        user_id: string;
        workspace_id: string;
        account_id: string;
      }>(
        `SELECT r.session_id, (r.used_at IS NOT NULL) AS used, (r.expires_at <= $2) AS expired,
                (s.revoked_at IS NOT NULL) AS revoked, s.user_id, s.workspace_id, s.account_id
           FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
          WHERE r.token_hash = $1
          FOR UPDATE OF r`,
        [hash, now],
      );
      const row = rows[0];
      if (!row || row.account_id !== accountId) return { error: 'invalid' as const };
      if (row.used) {
        await this.revokeUserSessions(tx, row.user_id);
        return { error: 'reused' as const };
      }
      if (row.expired || row.revoked) return { error: 'invalid' as const };
      await tx.query(`UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1`, [hash, now]);
      return {
        tokens: await this.issue(
          tx,
          { accountId, userId: row.user_id, workspaceId: row.workspace_id, sessionId: row.session_id },
          now,
        ),
      };
    });
    if ('error' in outcome) {
      throw IdentityErrors.badBearer(
        outcome.error === 'reused' ? 'reused: every session of this user was revoked' : 'invalid',
      );
    }
    return outcome.tokens;
  }

  /**
   * Revokes every live session of a user (deletion, reuse detection), inside the caller's
   * transaction. Sessions already revoked or past their expiry cannot be used any more and are left
   * alone, so the cost is the user's live sessions, not every login it ever made (sessions_user_id_live_idx).
   * Answers how many sessions it revoked.
   */
  async revokeUserSessions(tx: Tx, userId: string): Promise<number> {
    const revoked = await queryRows<{ id: string }>(
      tx.manager,
      `UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
      [userId, this.clock.now()],
    );
    return revoked.length;
  }

  /** Removes purged users' sessions and refresh tokens for good. */
  async deleteUserSessions(tx: Tx, userIds: string | string[]): Promise<void> {
    await tx.query(`DELETE FROM sessions WHERE user_id = ANY($1::uuid[])`, [
      Array.isArray(userIds) ? userIds : [userIds],
    ]);
  }
}
