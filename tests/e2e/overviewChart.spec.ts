import { ACCOUNTS, expect, follow, login, open, signIn, test } from './fixtures';
import { t } from './words';

// The demo's clock stands at 2026-01-01 08:00 in Beijing: the reader's week is 12/26 to 01/01, today included.
test.use({ timezoneId: 'Asia/Shanghai' });

test('overview chart: the week ends today; values on hover and on keyboard focus; the same figures as a table', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/usermanage');
  await expect(page.getByRole('textbox', { name: t('reseller.overview.endDate') })).toHaveValue('2026-01-01');
  await expect(page.getByRole('textbox', { name: t('reseller.overview.startDate') })).toHaveValue('2025-12-26');
  const chart = page.getByRole('slider', {
    name: t('reseller.overview.chartLabel', { unit: t('reseller.overview.perDay') }),
  });
  const readout = page.getByTestId('chart-readout');
  // Before anyone points at it, the readout shows the last point: today, with the levels of the stat cards.
  await expect(readout).toContainText('01/01');
  const agents = await page.getByTestId('stat-agents').textContent();
  await expect(readout).toContainText(`${t('reseller.overview.agents')} ${agents}`);

  // The table: one row per day of the range, the last one today, its figures those of the readout.
  await page.getByRole('button', { name: t('reseller.overview.showTable') }).click();
  await expect(page.getByRole('button', { name: t('reseller.overview.hideTable') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const table = page.getByRole('table', {
    name: t('reseller.overview.tableCaption', { unit: t('reseller.overview.perDay') }),
  });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('2025/12/26');
  await expect(rows.nth(7).getByRole('rowheader')).toHaveText('2026/01/01');
  await expect(rows.nth(7).getByRole('cell').nth(3)).toHaveText(agents ?? '');
  const clients = await page.getByTestId('stat-clients').textContent();
  await expect(rows.nth(7).getByRole('cell').nth(4)).toHaveText(clients ?? '');
  /** The figures of one table row as the readout writes them. */
  const rowText = async (n: number) => {
    const cells = await rows.nth(n).getByRole('cell').allTextContents();
    return [
      t('reseller.overview.invites'),
      t('reseller.overview.registrations'),
      t('reseller.overview.recharges'),
      t('reseller.overview.agents'),
      t('reseller.overview.clients'),
    ].map((k, i) => `${k} ${cells[i]}`);
  };

  // Keyboard: focus shows the last point; arrows, Home and End move; the value text is the point's figures.
  await chart.focus();
  await expect(chart).toHaveAttribute('aria-valuenow', '6');
  await page.keyboard.press('Home');
  await expect(chart).toHaveAttribute('aria-valuenow', '0');
  await expect(chart).toHaveAttribute('aria-valuetext', ['12/26', ...(await rowText(1))].join(', '));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(chart).toHaveAttribute('aria-valuetext', ['12/28', ...(await rowText(3))].join(', '));
  for (const part of await rowText(3)) await expect(readout).toContainText(part);
  await page.keyboard.press('End');
  await expect(readout).toContainText('01/01');

  // Pointer: hovering the left quarter of the plot shows an earlier day's figures, the same as its table row.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await expect(readout).not.toContainText('01/01');
  const day = (await readout.getByRole('strong').textContent()) ?? '';
  const n = ['12/26', '12/27', '12/28', '12/29', '12/30', '12/31'].indexOf(day) + 1;
  expect(n, day).toBeGreaterThan(0);
  for (const part of await rowText(n)) await expect(readout).toContainText(part);

  // Zoom from the keyboard and back: the whole-range button shows only while zoomed.
  await chart.focus();
  await page.keyboard.press('+');
  await expect(page.getByRole('button', { name: t('reseller.overview.resetZoom') })).toBeVisible();
  await page.keyboard.press('0');
  await expect(page.getByRole('button', { name: t('reseller.overview.resetZoom') })).toHaveCount(0);
});

test('the stat cards write their figures in the locale’s number format, as the chart and its table do', async ({
  page,
}) => {
  await page.goto('/?scenario=large#/login');
  await login(page, ACCOUNTS.agent);
  await expect(page).not.toHaveURL(/#\/login/);
  await follow(page, '/usermanage/usermanage');
  // 10,019 clients: grouped as the language writes numbers, never 10019.
  await expect(page.getByTestId('stat-clients')).toHaveText('10,019');
  await page.getByRole('button', { name: t('reseller.overview.showTable') }).click();
  const table = page.getByRole('table', {
    name: t('reseller.overview.tableCaption', { unit: t('reseller.overview.perDay') }),
  });
  await expect(table.getByRole('row').last().getByRole('cell').nth(4)).toHaveText('10,019');
});
