/**
 * Lighthouse on a phone (issue 6, "Speed on a phone"; issues 30 and 31: every storefront page type): the home,
 * listing, product, blog list, long blog post, B2B, contact, news, return policy and track-order pages, and
 * signed in with one product in the cart, the cart, checkout and account pages, of a
 * locally started production build (bench/lib/shop-server.ts), each audited BENCH_RUNS times
 * (default 3) with Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G,
 * 4× CPU slowdown) in the Chromium the browser tests use (@sparticuz/chromium, or CHROMIUM_PATH).
 * Prints the median and spread of each score and metric beside its target, the initial
 * JavaScript of each page in gzip bytes (every script loaded until the page settled) and whether
 * any admin code was among it, and the audits that failed. A figure to read, not a test.
 * Nothing leaves the machine: the browser resolves no host but 127.0.0.1.
 *
 * Lighthouse multiplies the CPU time it observes by 4, a factor meant for a desktop-class host
 * (its benchmarkIndex about 1,000 or more). The host's index is printed with each page: on a
 * busy machine it falls and the CPU-bound figures (TBT, the LCP's render delay) grow with it.
 *
 * Usage: npm run bench:lighthouse -w bench   (BENCH_RUNS, BENCH_PORT default 3556;
 *        BENCH_PAGES=home,listing,product,blogs,post,b2b,contact,news,policy,track,cart,checkout,account
 *        (the default) to choose; BENCH_CPU_SLOWDOWN to change the 4×; the JSON reports are kept in a temp folder)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/browser';
import { LONG_POST_SLUG, writeBenchPosts } from './lib/blog-posts';
import { firstProductId, startShopServer } from './lib/shop-server';
import { kb, weighScript } from './lib/script-weight';

const PORT = Number(process.env.BENCH_PORT ?? 3556);
const CDP_PORT = PORT + 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (
  process.env.BENCH_PAGES ?? 'home,listing,product,blogs,post,b2b,contact,news,policy,track,cart,checkout,account'
).split(',');
/** The pages measured as a signed-in customer with one product in the cart, after the others. */
const SHOPPER_PAGES = new Set(['cart', 'checkout', 'account']);
const INITIAL_JS_BUDGET_KB = 120;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;

interface Target {
  label: string;
  read: (run: Run) => number;
  /** Met when the figure is at least (`min`) or at most (`max`) this. */
  min?: number;
  max?: number;
  format: (value: number) => string;
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: string[];
  /** Bytes of script Lighthouse saw arrive (its resource-summary: compressed bodies and headers, first-party or not). */
  scriptTransferBytes: number;
  failed: string[];
  lcpElement: string;
  /** Lighthouse's measure of the host's CPU speed during the run. */
  benchmarkIndex: number;
}

const score = (v: number) => String(Math.round(v));
// Issue 31's target 6 (performance ≥ 98, TBT ≤ 50 ms, every page) is stricter than issue 6's 95 and 150 ms.
const TARGETS: Target[] = [
  { label: 'performance', read: (r) => r.scores.performance, min: 98, format: score },
  { label: 'accessibility', read: (r) => r.scores.accessibility, min: 95, format: score },
  { label: 'SEO', read: (r) => r.scores.seo, min: 100, format: score },
  { label: 'best practices', read: (r) => r.scores['best-practices'], min: 95, format: score },
  { label: 'LCP', read: (r) => r.lcpMs / 1000, max: 1.8, format: (v) => `${v.toFixed(2)} s` },
  { label: 'TBT', read: (r) => r.tbtMs, max: 50, format: (v) => `${Math.round(v)} ms` },
  { label: 'CLS', read: (r) => r.cls, max: 0.05, format: (v) => v.toFixed(3) },
];

/** Starts the Chromium with a DevTools port; every host name but 127.0.0.1 fails to resolve. */
async function startChromium(profileDir: string) {
  const { executablePath, args } = await chromiumLaunchOptions();
  // Lambda-oriented flags that loosen the browser's security would skew the best-practices audits.
  const loosening =
    /^--(single-process|disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|headless)/;
  const chrome = spawn(
    executablePath,
    [
      ...args.filter((flag) => !loosening.test(flag)),
      '--headless=new',
      `--remote-debugging-port=${CDP_PORT}`,
      `--user-data-dir=${profileDir}`,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`http://127.0.0.1:${CDP_PORT}/json/version`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return chrome;
}

/**
 * Signs a new customer up in the browser Lighthouse drives and puts one product in stock in its
 * cart (localStorage), so the shopper's pages open as they would for them; Lighthouse must then
 * keep the browser's storage (disableStorageReset).
 */
async function becomeShopper(base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${CDP_PORT}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${base}/cart`);
    const stamp = Date.now();
    const signup = await page.evaluate(
      async (body) => {
        const reply = await fetch('/api/v1/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return reply.status;
      },
      {
        name: 'Phone Shopper',
        email: `phone.${stamp}@example.in`,
        password: 'Maker@2026',
        phone: `9${String(stamp).slice(-9)}`,
      },
    );
    if (signup >= 300) throw new Error(`sign-up answered ${signup}`);
    const reply = await fetch(`${base}/api/v1/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    type Listed = {
      _id: string;
      product_name: string;
      product_image_main: string;
      discounted_single_product_price: number;
      non_discounted_price: number;
      product_instock: boolean;
      no_of_product_instock: number;
    };
    const listed = ((await reply.json()) as { data: { productList: Listed[] } }).data.productList;
    const product = listed.find((p) => p.product_instock && p.no_of_product_instock > 1);
    if (!product) throw new Error('no product in stock to put in the cart');
    const line = {
      product_id: product._id,
      quantity: 1,
      product_name: product.product_name,
      product_image_main: product.product_image_main,
      discounted_single_product_price: product.discounted_single_product_price,
      non_discounted_price: product.non_discounted_price,
      no_of_product_instock: product.no_of_product_instock,
    };
    // bench's types know no DOM: the page runs this as text.
    await page.evaluate(`localStorage.setItem('cart', ${JSON.stringify(JSON.stringify([line]))})`);
    await page.close();
  } finally {
    // Disconnects; the browser, which this script started, keeps running.
    await browser.close();
  }
}

/**
 * Empties the browser's HTTP cache but keeps cookies and storage: Lighthouse keeping the shopper's
 * storage (disableStorageReset) would otherwise keep the cache too, and each run after the first
 * would load its scripts from it.
 */
async function clearHttpCache(): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${CDP_PORT}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(url: string, reportFile: string, { keepStorage = false } = {}): Promise<Run> {
  if (keepStorage) await clearHttpCache();
  const throttling = CPU_SLOWDOWN === undefined ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } };
  const result = await lighthouse(url, {
    port: CDP_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
    ...throttling,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  writeFileSync(reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const origin = new URL(url).origin;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? [];
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  const relevant = new Set(
    CATEGORIES.flatMap((c) =>
      lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0 || c !== 'performance').map((ref) => ref.id),
    ),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, (lhr.categories[c]!.score ?? 0) * 100])) as Run['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']!.numericValue!,
    tbtMs: lhr.audits['total-blocking-time']!.numericValue!,
    cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
    scripts: requests
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
      .map((r) => new URL(r.url).pathname),
    scriptTransferBytes:
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    failed: Object.values(lhr.audits)
      .filter(
        (a) =>
          relevant.has(a.id) &&
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '?',
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function report(name: string, runs: Run[]): void {
  console.log(`\n${name} (${runs.length} runs): median [spread]   target`);
  for (const t of TARGETS) {
    const values = runs.map(t.read).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)]!;
    const met = t.min !== undefined ? median >= t.min : median <= t.max!;
    const target = t.min !== undefined ? `≥ ${t.format(t.min)}` : `≤ ${t.format(t.max!)}`;
    console.log(
      `  ${t.label.padEnd(15)} ${t.format(median).padStart(8)} [${t.format(values[0]!)}–${t.format(values.at(-1)!)}]`.padEnd(
        46,
      ) + `${target.padEnd(10)} ${met ? 'MET' : 'MISSED'}`,
    );
  }
  const scripts = [...new Set(runs.flatMap((r) => r.scripts))].map(weighScript);
  const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const admin = scripts.flatMap((s) => s.adminSources);
  console.log(
    `  initial JS      ${kb(gzip).padStart(6)} KB gzip in ${scripts.length} files`.padEnd(46) +
      `≤ ${INITIAL_JS_BUDGET_KB} KB   ${gzip / 1024 <= INITIAL_JS_BUDGET_KB ? 'MET' : 'MISSED'}`,
  );
  const transfer = runs.map((r) => r.scriptTransferBytes).sort((a, b) => a - b);
  const transferMedian = transfer[Math.floor(transfer.length / 2)]!;
  console.log(
    `  JS by Lighthouse ${kb(transferMedian).padStart(6)} KB [${kb(transfer[0]!)}–${kb(transfer.at(-1)!)}] transferred`.padEnd(
      46,
    ) + `≤ ${INITIAL_JS_BUDGET_KB} KB   ${transferMedian / 1024 <= INITIAL_JS_BUDGET_KB ? 'MET' : 'MISSED'}`,
  );
  console.log(`  admin code      ${admin.length === 0 ? 'none loaded' : `LOADED: ${admin.slice(0, 5).join(', ')}`}`);
  const failed = new Map<string, number>();
  for (const id of runs.flatMap((r) => r.failed)) failed.set(id, (failed.get(id) ?? 0) + 1);
  if (failed.size > 0)
    console.log(`  audits not passed (runs): ${[...failed].map(([id, n]) => `${id} (${n})`).join(', ')}`);
  console.log(`  LCP element: ${runs[0]!.lcpElement.slice(0, 120)}`);
  const index = runs.map((r) => Math.round(r.benchmarkIndex)).sort((a, b) => a - b);
  console.log(
    `  host benchmarkIndex: median ${index[Math.floor(index.length / 2)]} [${index[0]}–${index.at(-1)}] (CPU slowdown ${CPU_SLOWDOWN ?? 4}×)`,
  );
}

const reportDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-profile-'));
const server = await startShopServer(PORT, { prepare: writeBenchPosts });
const chrome = await startChromium(profileDir);
try {
  const urls: Record<string, string> = {
    home: `${server.base}/`,
    listing: `${server.base}/allproducts`,
    product: `${server.base}/product/${await firstProductId(server.base)}`,
    blogs: `${server.base}/blogs`,
    post: `${server.base}/blog/${LONG_POST_SLUG}`,
    // The other pages of issue 30 (measured when BENCH_PAGES names them).
    b2b: `${server.base}/b2bpage`,
    contact: `${server.base}/contact`,
    news: `${server.base}/news`,
    policy: `${server.base}/return-policy`,
    track: `${server.base}/track-order`,
    cart: `${server.base}/cart`,
    checkout: `${server.base}/checkout`,
    account: `${server.base}/profile`,
  };
  // One unmeasured visit per page warms the server (first reads, reply cache) as a live shop is warm.
  for (const name of PAGES) await fetch(urls[name]!);
  const ordered = [
    ...PAGES.filter((name) => !SHOPPER_PAGES.has(name)),
    ...PAGES.filter((name) => SHOPPER_PAGES.has(name)),
  ];
  for (const [index, name] of ordered.entries()) {
    const shopper = SHOPPER_PAGES.has(name);
    if (shopper && !SHOPPER_PAGES.has(ordered[index - 1] ?? '')) await becomeShopper(server.base);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await audit(urls[name]!, join(reportDir, `${name}-${i + 1}.json`), { keepStorage: shopper }));
    report(`${name}  ${urls[name]}${shopper ? '  (signed in, one product in the cart)' : ''}`, runs);
  }
  console.log(`\nLighthouse reports (JSON): ${reportDir}`);
} finally {
  chrome.kill('SIGTERM');
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
