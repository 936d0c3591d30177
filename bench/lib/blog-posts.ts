/**
 * Blog posts for the page benchmarks (issue 30: Lighthouse on /blogs and on a long post): written
 * into a fresh data folder before the shop server starts on it, through the blog service, so their
 * HTML is sanitised as staff's would be. Nine short posts fill the list's first page; one long
 * post (about 3,000 words in 12 sections with lists, code and a table) has a table of contents.
 */
import { dataPaths } from '../../apps/server/src/data-dir';
import { openDatabase } from '../../apps/server/src/db/client';
import { admins } from '../../apps/server/src/db/schema/accounts';
import { hashPassword } from '../../apps/server/src/lib/password';
import { createPost } from '../../apps/server/src/modules/blog/blog.service';

export const LONG_POST_SLUG = 'esp32-weather-station-complete-guide';

const sentence =
  'The ESP32 reads the BME280 over I2C every minute, averages five samples, and sends the result over Wi-Fi to a small server on the local network. ';

function section(n: number): string {
  return (
    `<h2>Step ${n}: ${['Parts', 'Wiring', 'Pull-ups', 'Power', 'Firmware', 'Calibration'][n % 6]} of the station</h2>` +
    `<p>${sentence.repeat(5)}</p><h3>What to check in step ${n}</h3><p>${sentence.repeat(4)}</p>` +
    `<ul><li>Check the 3.3 V rail</li><li>Keep the wires short</li><li>Use a 4.7 kΩ pull-up</li></ul>` +
    `<pre><code>Wire.begin(21, 22); // SDA, SCL</code></pre>` +
    `<table><tr><th>Pin</th><th>Use</th></tr><tr><td>21</td><td>SDA</td></tr><tr><td>22</td><td>SCL</td></tr></table>`
  );
}

/** Writes the posts into the database under `dataDir` (migrating it first); the server must not be running on it yet. */
export async function writeBenchPosts(dataDir: string): Promise<void> {
  const database = openDatabase({ dataDir: dataPaths(dataDir).pglite });
  try {
    await database.migrate();
    const [admin] = await database.db
      .insert(admins)
      .values({
        name: 'Bench Writer',
        email: 'bench.writer@makershop.in',
        role: 'SubAdmin',
        passwordHash: await hashPassword('Bench@12345'),
      })
      .returning();
    const staff = {
      kind: 'staff' as const,
      sid: 'bench',
      id: admin!.id,
      name: 'Meera Iyer',
      email: admin!.email,
      role: 'SubAdmin' as const,
    };
    const base = {
      excerpt: 'Notes from our workshop on boards, sensors and drones.',
      status: 'published' as const,
      featured_image_url: '',
      meta_title: '',
      meta_description: '',
      meta_keywords: [],
    };
    for (let i = 1; i <= 9; i++) {
      await createPost(
        database.db,
        staff,
        {
          ...base,
          title: `Workshop notes number ${i}`,
          tags: ['workshop', i % 2 ? 'sensors' : 'drones'],
          content: `<h2>Notes ${i}</h2><p>${sentence.repeat(3)}</p>`,
        },
        new Date(Date.now() - (10 - i) * 60_000),
      );
    }
    await createPost(
      database.db,
      staff,
      {
        ...base,
        title: 'The complete guide to an ESP32 weather station',
        slug: LONG_POST_SLUG,
        tags: ['esp32', 'sensors', 'iot'],
        author_bio: 'Meera builds weather stations and drones in Pune.',
        content: Array.from({ length: 12 }, (_, i) => section(i + 1)).join(''),
      },
      new Date(),
    );
  } finally {
    await database.close();
  }
}
