// Visual check of the admin UI with intercepted API responses (UI only; not a claim about the server).
import { chromium } from 'playwright-core';
const sparticuz = (await import('@sparticuz/chromium')).default;
const base = process.env.BASE ?? 'http://localhost:4300';
const statuses = ['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Returned', 'Processing'];
const pays = ['Pending', 'Paid', 'Paid', 'Paid', 'Failed', 'Refunded', 'Paid'];
const orders = statuses.slice(0, 5).map((s, i) => ({
  _id: `ord_0000000000${i}abc${i}f${i}`, status: s, payment_status: pays[i], name: ['Aarav Sharma', 'Priya Nair', 'Rohan Gupta', 'Sneha Iyer', 'Vikram Singh'][i],
  email: `customer${i}@example.in`, phone: `98765432${10 + i}`, city: ['Bengaluru', 'Kochi', 'Noida', 'Chennai', 'Jaipur'][i], state: ['Karnataka', 'Kerala', 'Uttar Pradesh', 'Tamil Nadu', 'Rajasthan'][i], pincode: '560001',
  totalPrice: [1234.5, 56789, 349, 12999.99, 880][i], created_at: new Date(Date.now() - i * 86400000).toISOString(),
  products: Array.from({ length: (i % 3) + 1 }, (_, j) => ({ _id: `l${i}${j}`, product_id: 'p', product_name: ['Arduino Uno R3 Compatible Board with USB Cable', 'HC-SR04 Ultrasonic Sensor', 'SG90 Micro Servo Motor 9g'][j], product_sku: ['ARD-UNO-R3', 'SEN-HCSR04', 'MOT-SG90'][j], product_img_url: '/nope.png', quantity: j + 1, line_total: 100 })),
}));
let signedIn = false;
const browser = await chromium.launch({ executablePath: await sparticuz.executablePath(), args: sparticuz.args, headless: true });
for (const [w, h] of [[390, 844], [1366, 768]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.route('**/api/v1/**', async (route) => {
    const url = route.request().url();
    const json = (data, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(status === 200 ? { status: 'Success', data } : { status: 'Error', message: data }) });
    if (url.endsWith('/admin/session')) return json({ admin: signedIn ? { _id: 'a1', name: 'Demo Admin', email: 'admin@makershop.in', role: 'SuperAdmin' } : null });
    if (url.endsWith('/admin/login')) { signedIn = true; return json({ admin: { _id: 'a1', name: 'Demo Admin', email: 'admin@makershop.in', role: 'SuperAdmin', token: 't' } }); }
    if (url.endsWith('/order/list')) return json({ orderList: orders, orderCount: 23 });
    if (url.includes('/update')) return json('Server exploded', 500);
    return json('Not found', 404);
  });
  signedIn = false;
  await page.goto(`${base}/admin-login`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/admin-mock-login-${w}.png` });
  await page.getByLabel('Email').fill('admin@makershop.in');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin-dashboard/orders');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/admin-mock-orders-${w}.png`, fullPage: true });
  await page.getByRole('button', { name: /Change status of order .*, now Cancelled/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  await dialog.getByLabel('Status').selectOption('Pending');
  await page.screenshot({ path: `/tmp/shots/admin-mock-dialog-${w}.png` });
  page.once('dialog', (d) => { console.log('confirm:', d.message()); d.accept(); });
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await page.waitForTimeout(500);
  console.log('toast:', await page.locator('[data-sonner-toast]').allTextContents());
  await page.screenshot({ path: `/tmp/shots/admin-mock-error-${w}.png` });
  if (w === 390) { await page.keyboard.press('Escape'); await page.getByRole('button', { name: 'Open menu' }).click(); await page.screenshot({ path: `/tmp/shots/admin-mock-menu-${w}.png` }); }
  await page.close();
}
await browser.close();
