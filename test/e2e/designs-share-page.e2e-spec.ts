// The share page and the signed link page in a real browser (headless Chromium from Debian's
// package, driven by playwright-core): every image loads, the title is the design's headline, the
// download buttons download the images; after the owner is deleted, the 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { Browser, chromium } from 'playwright-core';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { imageInfo, PROMPT_BODY } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOST = 'designs.test';
// CI installs Debian's chromium (.ci/run) and must run this file; elsewhere a machine without it skips it.
const describeWithBrowser = existsSync(CHROMIUM) || process.env.CI ? describe : describe.skip;

describeWithBrowser('design pages in a browser (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    // A host name that is not localhost (the browser maps it to the loopback test server): browsers
    // treat localhost specially, and a service opened on any other plain-HTTP host must work too.
    origin = `http://${HOST}:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 20);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await t.close();
  });

  /** The page's URL on the listening test server (APP_URL's path; the pages use relative URLs). */
  const local = (url: string) => {
    const u = new URL(url);
    return `${origin}${u.pathname}${u.search}`;
  };

  async function checkPage(url: string, title: string, variants: number) {
    const context = await browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      const response = await page.goto(local(url), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(title);
      expect(await page.locator('h1').textContent()).toBe(title);
      const images = await page.$$eval('img', (imgs) =>
        imgs.map((i) => ({ complete: i.complete, naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight })),
      );
      expect(images).toEqual(
        Array.from({ length: variants }, () => ({ complete: true, naturalWidth: 1080, naturalHeight: 1080 })),
      );
      const buttons = page.locator('a.button');
      expect(await buttons.count()).toBe(variants);
      for (let i = 0; i < variants; i++) {
        const [download] = await Promise.all([page.waitForEvent('download'), buttons.nth(i).click()]);
        expect(download.suggestedFilename()).toMatch(new RegExp(`-${i + 1}\\.jpg$`));
        const file = await download.path();
        expect(await imageInfo(readFileSync(file))).toEqual({ format: 'jpeg', width: 1080, height: 1080 });
      }
    } finally {
      await context.close();
    }
  }

  it('/docs shows the API reference with its operations (no https upgrade on a plain-HTTP host)', async () => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${origin}/docs`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['strict-transport-security']).toBeUndefined();
      expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
      await page.waitForSelector('.opblock', { timeout: 15_000 });
      expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
    } finally {
      await page.close();
    }
  });

  it('shows every variant, titled with the headline, with working downloads; 404 once the owner is deleted', async () => {
    const login = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'sharer' });
    const bearer = `Bearer ${login.body.body.accessToken}`;
    const res = await t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .set('authorization', bearer)
      .send({ ...PROMPT_BODY, numOfVariants: 3 });
    expect(res.body.body.status).toBe('completed');
    const design = await t
      .http()
      .get(`${t.base}/general/designs/${res.body.body.designId}`)
      .set('service-api-key', a.regularKey)
      .set('authorization', bearer);
    const title = design.body.body.title as string;
    expect(title.length).toBeGreaterThan(0);

    await checkPage(res.body.body.shareLink, title, 3);
    await checkPage(res.body.body.link, title, 3);

    await t
      .http()
      .post(`${t.base}/enterprise/delete-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'sharer' });
    const page = await browser.newPage();
    try {
      for (const url of [res.body.body.shareLink, res.body.body.link]) {
        const response = await page.goto(local(url));
        expect(response?.status()).toBe(404);
        expect(await page.locator('h1').textContent()).toBe('Design not found');
        expect(await page.locator('img').count()).toBe(0);
      }
    } finally {
      await page.close();
    }
  });
});
