/**
 * Issue 9 acceptance, channels: category, transliterated search, live playback, the guide opening
 * yesterday's programme in the archive, a ?ts= deep link, the adult PIN, no 4K channel, the lock view,
 * and the channel page as a modal at 375 px.
 */
import { apiGet, expect, expectFramesAdvance, guestToken, test } from '../fixtures';

interface Programme {
  id: number | string;
  timestamp: number;
  duration: number;
  is_catchup_available?: boolean;
  program?: { title?: string };
}

test('pick a category, find a channel by its Latin transliteration and play it live', async ({
  page,
  stack,
  op,
}) => {
  await page.goto(`${stack.web}channels`);
  const sport = op.categorySlug('sport');
  await page.getByRole('combobox', { name: 'Category' }).selectOption(sport);
  await expect(page).toHaveURL(new RegExp(`/channels/${sport}`));
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('match');
  const list = page.getByRole('list', { name: 'Sport' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await list.getByRole('link', { name: /Матч Лайв/ }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${sport}/${op.channelSlug('channel-20', 20)}$`));
  await expect(page.getByRole('heading', { name: 'Матч Лайв' })).toBeVisible();
  await expectFramesAdvance(page);
});

test("the guide opens yesterday's programme in the archive at its start", async ({ page, stack, op }) => {
  const token = await guestToken(stack);
  const now = Math.floor(Date.now() / 1000);
  const schedule = await apiGet<Programme[]>(
    `/channels/${op.channelId(1)}/schedule?start=${now - 3 * 86400}&end=${now}`,
    token,
    stack,
  );
  await page.goto(`${stack.web}channels/all/${op.channelSlug('onair-one', 1)}`);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const days = page.getByRole('tablist', { name: 'Days' }).getByRole('tab');
  const labels = await days.allTextContents();
  const today = labels.indexOf('Today');
  expect(today, 'the guide has a today tab after yesterday').toBeGreaterThan(0);
  await days.nth(today - 1).click();
  const archived = page.locator('.guide__button[data-action="archive"]');
  await archived.nth(3).click();
  await expect(page).toHaveURL(/\?ts=\d+$/);
  const ts = Number(new URL(page.url()).searchParams.get('ts'));
  const programme = schedule.find((p) => p.timestamp === ts);
  expect(programme, 'the ts is the start of a scheduled programme').toBeTruthy();
  expect(new Date(ts * 1000).getDate()).toBe(new Date((now - 86400) * 1000).getDate());
  await expect(page.locator('.channel-info__programme')).toContainText('Archive');
  await expect(page.locator('.channel-info__programme')).toContainText(programme?.program?.title ?? '');
  await expectFramesAdvance(page);
  // The archive starts at the programme's start, not at the live edge.
  const position = await page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);
  expect(position).toBeLessThan(60);
});

test('a deep link with ?ts= plays that moment of the archive', async ({ page, stack, op }) => {
  const token = await guestToken(stack);
  const now = Math.floor(Date.now() / 1000);
  const schedule = await apiGet<Programme[]>(
    `/channels/${op.channelId(2)}/schedule?start=${now - 86400}&end=${now}`,
    token,
    stack,
  );
  const past = schedule.filter((p) => p.timestamp + p.duration < now - 3600 && p.is_catchup_available);
  const target = past[Math.floor(past.length / 2)];
  expect(target, 'channel 2 has a past programme with catch-up').toBeTruthy();
  await page.goto(
    `${stack.web}channels/all/${op.channelSlug('onair-sport', 2)}?ts=${target!.timestamp + 120}`,
  );
  await expect(page.locator('.channel-info__programme')).toContainText('Archive');
  await expect(page.locator('.guide__item--playing, .channel-info__programme').first()).toBeVisible();
  // Channel 2 carries ads: a 10 s pre-roll plays before the archive does.
  await expectFramesAdvance(page, 'video', 45_000);
});

test('an adult channel asks for the PIN before any video', async ({ page, stack, op }) => {
  await page.goto(`${stack.web}channels/all/${op.channelSlug('night-club', 8)}`);
  const prompt = page.getByTestId('pin-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Night Club 18+');
  await expect(page.locator('video')).toHaveCount(0);
  // 000 §4: a guest is told to sign in (the PIN is the account's, checked by the server).
  await expect(prompt.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
});

test('a 4K channel never appears, not even by its URL', async ({ page, stack, op }) => {
  const premium = op.channelSlug('premium-cinema', 7);
  // A locked channel keeps the player (and the machine) quiet while the lists are read.
  await page.goto(`${stack.web}channels/all/${premium}`);
  const list = page.getByRole('list', { name: 'All channels' });
  await expect(list.getByRole('link', { name: /Retro TV/ })).toBeVisible();
  await expect(list).not.toContainText('4K');
  await page.goto(`${stack.web}channels/${op.categorySlug('docs')}/${premium}`);
  const docs = page.getByRole('list', { name: 'Documentary' });
  await expect(docs.getByRole('link', { name: /Retro TV/ })).toBeVisible();
  await expect(docs).not.toContainText('4K');
  await page.goto(`${stack.web}channels/all/${op.channelSlug('nature-4k', 9)}`);
  await expect(page.getByTestId('not-found')).toContainText('channel was not found');
});

test('an unpurchased channel shows the lock view with the packet price', async ({ page, stack, op }) => {
  await page.goto(`${stack.web}channels/all/${op.channelSlug('premium-cinema', 7)}`);
  const lock = page.getByTestId('lock-view');
  await expect(lock).toBeVisible();
  await expect(lock).toContainText('Cinema+');
  await expect(lock).toContainText('299');
  await expect(page.locator('video')).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the channel page opens as a modal over the list', async ({ page, stack, op }) => {
    await page.goto(`${stack.web}channels`);
    await page
      .getByRole('list', { name: 'All channels' })
      .getByRole('link', { name: /Retro TV/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Retro TV' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('player')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/channels/${op.categorySlug('all')}$`));
  });
});

test.describe('at 375 px, the programme on screen', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('shows its ratings, persons, episodes and other airings (001 §2 narrow layout)', async ({
    page,
    stack,
    op,
  }) => {
    // The first programme of each 6-hour block is the channel's featured title; the previous block's is
    // in the archive.
    const block = 6 * 3600;
    const ts = Math.floor(Date.now() / 1000 / block) * block - block + 60;
    await page.goto(`${stack.web}channels/all/${op.channelSlug('onair-cinema', 3)}?ts=${ts}`);
    const dialog = page.getByRole('dialog', { name: 'OnAir Cinema' });
    await dialog.getByRole('tab', { name: 'Description' }).click();
    await expect(dialog.getByTestId('programme-ratings')).toContainText('IMDB');
    await expect(dialog.getByTestId('programme-persons')).toContainText('Anna Petrova');
    await expect(
      dialog.getByRole('region', { name: 'Airings on channels' }).getByRole('link').first(),
    ).toHaveAttribute('href', new RegExp(`/channels/all/${op.channelSlug('onair-cinema', 3)}\\?ts=`));
    // OnAir Music airs an episode of Signal Hunters: the series' episodes are listed.
    await page.goto(`${stack.web}channels/all/${op.channelSlug('onair-music', 4)}?ts=${ts}`);
    const music = page.getByRole('dialog', { name: 'OnAir Music' });
    await music.getByRole('tab', { name: 'Description' }).click();
    await expect(music.getByRole('tablist', { name: 'Seasons' })).toBeVisible();
    await expect(music.locator('.episodes__list')).toContainText('Static');
  });
});

test('/channel/{id} opens the channel page and /channelsfree lists only free channels', async ({
  page,
  stack,
  op,
}) => {
  await page.goto(`${stack.web}channel/${op.channelId(7)}`);
  await expect(page).toHaveURL(new RegExp(`/channels/all/${op.channelId(7)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Cinema' })).toBeVisible();
  await page.goto(`${stack.web}channelsfree`);
  const list = page.getByRole('list', { name: 'Free channels' });
  await expect(list.getByRole('link')).toHaveText([/OnAir Free/]);
});
