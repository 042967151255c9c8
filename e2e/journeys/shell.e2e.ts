import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';
import { apiCall, signInAs } from '../support/session';

const journey = useJourney();

describe('the signed-in frame', () => {
  it('shows a pushed notification in the open dialog without a reload, with the bell count updated', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/download-file');
    await page.getByRole('button', { name: 'Summit Electrical Contractors (switch company)' }).waitFor();
    // the demo buyer has unread news (the demo orders' and the app's); read how many
    const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    const unread = Number(/\((\d+) unread\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    expect(unread).toBeGreaterThanOrEqual(2);
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await dialog.getByRole('listitem', { name: /^Unread: / }).first().waitFor();

    // A colleague sends a message through the API, from another browser session.
    const other = await journey.browser.newContext({ baseURL: journey.app.baseUrl });
    await signInAs(other, 'foreman@demo.test');
    const users = await apiCall(other, 'GET', 'search_message_user_list?search_text=buyer');
    const buyerId = (users.json as { id: number; email: string }[]).find((u) => u.email === 'buyer@demo.test')!.id;
    expect((await apiCall(other, 'POST', 'SendMessage/', { user_ids: [buyerId], content: 'Level 3 conduit is in' })).status).toBe(200);
    await other.close();

    await dialog.getByRole('listitem', { name: 'Unread: Luis Navarro: Level 3 conduit is in' }).waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: `Notifications (${unread + 1} unread)` }).waitFor();

    // A notification without a link says so, and is marked read.
    await dialog.getByRole('button', { name: /^Luis Navarro: Level 3 conduit is in/ }).click();
    await page.getByText('This notification does not have a link.').waitFor();
    await page.getByRole('button', { name: `Notifications (${unread} unread)` }).waitFor();
    await dialog.getByRole('listitem', { name: 'Read: Luis Navarro: Level 3 conduit is in' }).waitFor();

    // The filter is kept per user.
    await dialog.getByText('Unread', { exact: true }).click();
    await dialog.getByRole('listitem', { name: 'Read: Luis Navarro: Level 3 conduit is in' }).waitFor({ state: 'detached' });
    const me = await apiCall(context, 'GET', `accounts/${(await page.evaluate(() => JSON.parse(localStorage.getItem('account')!).id)) as number}/`);
    expect((me.json as { loading_setting: { notification_view_filters: { notification_filter: string } } }).loading_setting.notification_view_filters.notification_filter).toBe('unread');

    // A notification with a link opens it (the oldest: load more until it shows).
    const priya = dialog.getByRole('button', { name: /^Priya Raman: please check/ });
    // Click "Load more" only while it is enabled (not loading the page before), until her row shows.
    // A click is not counted on to add rows: a refetch that an invalidation starts (a pushed event,
    // a mark as read) cancels a next page in flight, as TanStack Query does, and the button is then
    // enabled again with no new rows, so it is clicked again, as a user would. Once the last page is
    // in, the button is gone and the short click timeout lets the poll look again.
    const loadMore = dialog.getByRole('button', { name: 'Load more', disabled: false });
    await expect
      .poll(
        async () => {
          if (await priya.isVisible()) return true;
          await loadMore.click({ timeout: 2_000 }).catch(() => undefined);
          return priya.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await priya.click();
    await page.waitForURL((url) => url.pathname === '/settings/account');
  });

  it('looks a code up by manual entry in the scan dialog', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/download-file');
    await page.getByRole('button', { name: 'Scan code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan code / barcode search' });
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByText('Please enter barcode value').waitFor();
    await dialog.getByLabel('Barcode value').fill('TOOL-12345');
    await page.waitForTimeout(250); // the search button ignores a second click within 200 ms (double taps)
    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Nothing matches this code.').waitFor();
  });

  it('scanning a printed bin label (its QR value, typed) opens what that bin holds', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    const warehouses = await (await context.request.get('/api/v1/warehouses/')).json();
    const warehouse = warehouses.results[0];
    const bins = await (await context.request.get(`/api/v1/warehouses/${warehouse.id}/bins/`)).json();
    const bin = bins.results[0];
    await page.goto('/download-file');
    await page.getByRole('button', { name: 'Scan code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan code / barcode search' });
    await dialog.getByLabel('Barcode value').fill(`jobsite:bin:${bin.id}`);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/tool_items' && url.searchParams.get('bin_id') === String(bin.id));
    await page.getByRole('heading', { name: 'Tool items' }).waitFor();
    await page.getByText('In the scanned bin').waitFor();
  });

  it('switches company and reloads in the new company', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/download-file');
    await page.getByRole('button', { name: /switch company/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch company' });
    await dialog.getByLabel('Search companies').fill('Ri');
    await dialog.getByText('Keep typing: the search starts after 2 characters.').waitFor();
    await dialog.getByLabel('Search companies').fill('Ridge');
    await dialog.getByRole('listitem', { name: 'Switch to Ridgeline Mechanical' }).click();
    await page.getByRole('button', { name: 'Ridgeline Mechanical (switch company)' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('account')!).company.name)).toBe('Ridgeline Mechanical');
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
  });

  it('highlights the section of the open screen, and gives buyers and sellers their own menus', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    const nav = page.getByRole('navigation');
    const current = () => nav.locator('a[aria-current="page"]').innerText();
    for (const [path, section] of [
      ['/dashboard', 'Dashboard'],
      ['/projects', 'Projects'],
      ['/catalogue', 'Catalogue'],
    ] as const) {
      await page.goto(path);
      await nav.getByRole('link', { name: section }).waitFor();
      expect(await current()).toContain(section);
    }

    const seller = await journey.open();
    try {
      await signInAs(seller.context, 'seller@demo.test');
      await seller.page.goto('/catalogue');
      const sellerNav = seller.page.getByRole('navigation');
      await sellerNav.getByRole('link', { name: 'Catalogue' }).waitFor();
      expect(await sellerNav.getByRole('link', { name: 'Projects' }).count()).toBe(0);
      expect(await sellerNav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
      expect(seller.consoleErrors).toEqual([]);
    } finally {
      await seller.context.close();
    }
  });

  it('sends a signed-out visitor of a signed-in screen to /login, remembering the path', async () => {
    const { page } = await journey.open();
    await page.goto('/download-file?s3_object_url=https%3A%2F%2Ffiles.example%2Fa.pdf');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('redirect_path'))).toBe('/download-file?s3_object_url=https%3A%2F%2Ffiles.example%2Fa.pdf');
  });

  it('says when a download link has no file', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'seller@demo.test');
    await page.goto('/download-file?id=4&company_id=2');
    await page.getByText('S3 object URL is missing.').waitFor();
  });

  it('works on a phone: the navigation is a drawer and dialogs fill the screen', async () => {
    const { page, context } = await journey.open({ viewport: { width: 390, height: 844 } });
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/download-file?id=1');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    // Collapsed, the drawer sits off the left edge of the screen.
    const closed = await nav.boundingBox();
    expect((closed?.x ?? 0) + (closed?.width ?? 0)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: new URL('../screenshots/shell-phone-nav.png', import.meta.url).pathname });
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await page.getByRole('button', { name: /Notifications/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await dialog.getByRole('listitem').first().waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await page.screenshot({ path: new URL('../screenshots/shell-phone-notifications.png', import.meta.url).pathname });
  });
});
