// Lets an API process wait for a design request that a worker (maybe another process) finishes:
// one LISTEN connection per API process, woken by the pg_notify of the completing transaction,
// dispatching to waiters by request id; a slow poll covers a lost notification or connection.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../../platform/config/app-config';
import { DesignRequestsRepository } from './design-requests.repository';

export const FINISHED_CHANNEL = 'design_request_finished';
const POLL_MS = 1000;
const POLL_MS_WITHOUT_LISTENER = 250;
const RECONNECT_MS = 1000;

export interface Waiter {
  /** True when the request finished within `timeoutMs`. */
  wait(timeoutMs: number): Promise<boolean>;
  cancel(): void;
}

@Injectable()
export class RequestCompletionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RequestCompletionsService.name);
  private readonly waiters = new Map<string, Set<() => void>>();
  private client: Client | null = null;
  private pollTimer?: NodeJS.Timeout;
  private reconnectTimer?: NodeJS.Timeout;
  private polling = false;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly repo: DesignRequestsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.role.servesHttpApi) return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // A LISTEN holds its session: never through a transaction-pooling PgBouncer (DATABASE_LISTEN_URL).
    const client = new Client({
      connectionString: this.config.database.listenUrl ?? this.config.database.url,
      application_name: 'design-api-listen',
    });
    client.on('notification', (msg) => {
      if (msg.channel === FINISHED_CHANNEL && msg.payload) this.wake(msg.payload);
    });
    client.on('error', (err) => {
      this.logger.warn({ err }, 'design completion listener lost its connection; polling until it is back');
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${FINISHED_CHANNEL}`);
      this.client = client;
    } catch (err) {
      this.logger.warn({ err }, 'design completion listener could not connect; polling until it can');
      this.drop(client);
    }
  }

  private drop(client: Client): void {
    if (this.client === client) this.client = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.client) void this.connect();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  /** Register before the request can finish (before enqueueing it), then wait. */
  register(requestId: string): Waiter {
    let wake!: () => void;
    const finished = new Promise<void>((resolve) => (wake = resolve));
    const set = this.waiters.get(requestId) ?? new Set<() => void>();
    set.add(wake);
    this.waiters.set(requestId, set);
    this.schedulePoll();
    const cancel = () => {
      set.delete(wake);
      if (!set.size && this.waiters.get(requestId) === set) this.waiters.delete(requestId);
    };
    return {
      wait: async (timeoutMs) => {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
        try {
          return await Promise.race([finished.then(() => true as const), timedOut]);
        } finally {
          clearTimeout(timer);
          cancel();
        }
      },
      cancel,
    };
  }

  private wake(requestId: string): void {
    const set = this.waiters.get(requestId);
    if (!set) return;
    this.waiters.delete(requestId);
    for (const wake of set) wake();
  }

  private schedulePoll(): void {
    if (this.pollTimer || this.stopped) return;
    this.pollTimer = setTimeout(
      () => {
        this.pollTimer = undefined;
        void this.poll();
      },
      this.client ? POLL_MS : POLL_MS_WITHOUT_LISTENER,
    );
    this.pollTimer.unref();
  }

  private async poll(): Promise<void> {
    if (this.polling || !this.waiters.size) return;
    this.polling = true;
    try {
      for (const id of await this.repo.finishedAmong([...this.waiters.keys()])) this.wake(id);
    } catch (err) {
      this.logger.warn({ err }, 'polling for finished design requests failed');
    } finally {
      this.polling = false;
      if (this.waiters.size) this.schedulePoll();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
