// The design request's lifecycle on real PostgreSQL: each status write moves a request exactly from
// the statuses the domain's transition rules allow (domain/request-status.ts), because the
// repository's conditions are generated from them; and the design_requests descriptor round-trips
// every column and refuses a row that does not fit.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  DesignLifecycleService,
  NewDesignRequest,
  TRANSITIONS_FROM,
} from '../../src/modules/designs/design-lifecycle.service';
import { DesignRequestsRepository } from '../../src/modules/designs/design-requests.repository';
import {
  canComplete,
  canFail,
  canStart,
  REQUEST_STATUSES,
  RequestStatus,
} from '../../src/modules/designs/domain/request-status';
import { DesignsModule } from '../../src/modules/designs';
import { UnitOfWork } from '../../src/platform/database';
import { startTestModule, TestModule } from '../support/test-module';

/** What production must do, written out by hand: a changed transition rule makes this spec fail. */
const EXPECTED_FROM: Record<'start' | 'complete' | 'fail', RequestStatus[]> = {
  start: ['queued', 'processing'],
  complete: ['processing'],
  fail: ['queued', 'processing'],
};

describe('design request lifecycle (integration)', () => {
  let t: TestModule;
  let lifecycle: DesignLifecycleService;
  let repo: DesignRequestsRepository;
  let uow: UnitOfWork;

  beforeAll(async () => {
    // the designs module (with what it imports) over the platform: no HTTP, no render job
    t = await startTestModule([DesignsModule], { env: { APP_ROLE: 'api' } });
    t.clock.set('2026-03-01T10:00:00.000Z');
    lifecycle = t.app.get(DesignLifecycleService);
    repo = t.app.get(DesignRequestsRepository);
    uow = t.app.get(UnitOfWork);
  });
  afterAll(() => t.close());

  const newRequest = (overrides: Partial<NewDesignRequest> = {}): NewDesignRequest => ({
    id: randomUUID(),
    accountId: randomUUID(),
    workspaceId: randomUUID(),
    userId: null,
    keyId: randomUUID(),
    designId: randomUUID(),
    shareToken: randomBytes(24).toString('base64url'),
    source: 'prompt',
    params: {
      prompt: 'Autumn sale',
      language: 'en',
      colors: [],
      fontGroups: [],
      medias: [],
      brandMode: false,
      settings: {},
    },
    type: 'social',
    subtype: 'instagram-post',
    width: 1080,
    height: 1080,
    format: 'jpg',
    numVariants: 1,
    cost: 5,
    title: null,
    warnings: [],
    error: null,
    attempts: 0,
    createdAt: t.clock.now(),
    enqueuedAt: t.clock.now(),
    startedAt: null,
    finishedAt: null,
    hiddenAt: null,
    imageCredit: null,
    ...overrides,
  });

  /** A request sitting in `status` (set directly: the precondition of each case). */
  async function requestIn(status: RequestStatus): Promise<string> {
    const row = await uow.run((tx) => lifecycle.open(tx, newRequest()));
    await t.db.query(`UPDATE design_requests SET status = $2 WHERE id = $1`, [row.id, status]);
    return row.id;
  }

  const statusIn = async (id: string): Promise<string> =>
    ((await t.db.query(`SELECT status FROM design_requests WHERE id = $1`, [id])) as { status: string }[])[0].status;

  const write = {
    start: (id: string) => lifecycle.start(id, t.clock.now()),
    complete: (id: string) => uow.run((tx) => lifecycle.complete(tx, id, t.clock.now(), 'Autumn sale', ['a warning'])),
    fail: (id: string) => uow.run((tx) => lifecycle.fail(tx, id, t.clock.now(), 'The design could not be made.')),
  };
  const target = { start: 'processing', complete: 'completed', fail: 'failed' } as const;

  it('opens a request queued, with every column stored as given', async () => {
    const given = newRequest({
      userId: randomUUID(),
      params: {
        prompt: 'p',
        language: 'fr',
        colors: ['#112233'],
        fontGroups: [],
        medias: [],
        brandMode: true,
        settings: { theme: ['bold'] },
      },
      cost: 2 ** 40,
    });
    await uow.run((tx) => lifecycle.open(tx, given));
    const found = await repo.find(given.id);
    expect(found).toEqual({ row: { ...given, status: 'queued' }, variants: [] });
  });

  for (const transition of ['start', 'complete', 'fail'] as const) {
    it(`${transition} moves a request from exactly ${EXPECTED_FROM[transition].join(' or ')}`, async () => {
      const moved: RequestStatus[] = [];
      for (const from of REQUEST_STATUSES) {
        const id = await requestIn(from);
        const row = await write[transition](id);
        const now = await statusIn(id);
        if (row) {
          expect([row.status, now]).toEqual([target[transition], target[transition]]);
          moved.push(from);
        } else {
          expect(now).toBe(from); // refused: nothing written
        }
      }
      expect(moved).toEqual(EXPECTED_FROM[transition]);
    });
  }

  it("the lifecycle's conditions are the domain's rules, and the repository honours the list it is given", async () => {
    const rule = { start: canStart, complete: canComplete, fail: canFail };
    for (const transition of ['start', 'complete', 'fail'] as const)
      expect(TRANSITIONS_FROM[transition]).toEqual(REQUEST_STATUSES.filter(rule[transition]));
    // A rule that allowed completing a queued request would complete it: nothing else stands in the way.
    const id = await requestIn('queued');
    const row = await uow.run((tx) => repo.markCompleted(tx, id, t.clock.now(), 'x', [], ['queued']));
    expect(row?.status).toBe('completed');
  });

  it('a row that does not fit the descriptor is refused where it is read, naming the column', async () => {
    const id = await requestIn('queued');
    await t.db.query(`UPDATE design_requests SET status = 'paused' WHERE id = $1`, [id]);
    await expect(repo.find(id)).rejects.toThrow(
      'column design_requests.status: expected one of queued, processing, completed, failed',
    );
  });
});
