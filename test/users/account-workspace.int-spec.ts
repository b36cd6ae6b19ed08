// The account's own workspace as read paths see it: exact by default; content suggestions may reuse
// a recent "none yet" (another instance may have created it since), for at most the allowance.
import { UsersModule, UsersService } from '../../src/modules/users';
import { WorkspacesRepository } from '../../src/modules/users/workspaces.repository';
import { makeAccount } from '../support/factories';
import { startTestModule, TestModule } from '../support/test-module';

describe('account workspace lookups', () => {
  let t: TestModule;
  let users: UsersService;

  beforeAll(async () => {
    // the users module (with identity, which it imports) over the platform: no HTTP
    t = await startTestModule([UsersModule]);
    users = t.app.get(UsersService);
  });
  afterAll(() => t.close());

  /** A workspace created the way another instance would: without this instance's service seeing it. */
  const createElsewhere = (accountId: string) =>
    t.app.get(WorkspacesRepository).ensureAccountWorkspace(accountId, t.clock.now());

  it('an exact read sees a workspace made elsewhere at once; a stale-tolerant one within its allowance', async () => {
    const { accountId } = await makeAccount(t.app);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBeNull();
    const id = await createElsewhere(accountId);

    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBeNull();
    expect(await users.existingDefaultWorkspaceFor(accountId)).toBe(id);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBe(id);
  });

  it('the allowance runs out', async () => {
    const { accountId } = await makeAccount(t.app);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBeNull();
    const id = await createElsewhere(accountId);
    t.clock.advance(1_999);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBeNull();
    t.clock.advance(1);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBe(id);
  });

  it('a workspace made by this instance is seen at once', async () => {
    const { accountId } = await makeAccount(t.app);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBeNull();
    const id = await users.defaultWorkspaceFor(accountId);
    expect(await users.existingDefaultWorkspaceFor(accountId, 2_000)).toBe(id);
  });
});
