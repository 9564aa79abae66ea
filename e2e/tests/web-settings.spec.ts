/**
 * Issue 16 acceptance (web app): the viewer renames themselves; an e-mail with a Cyrillic domain is
 * refused with a clear message and kept as typed (000 §5), a plain one is saved; another device is
 * removed after a confirmation while this one cannot be; the interface language changes; a message the
 * operator sends shows in the header's counter within one 150 s poll and is marked read; Close returns to the page
 * the settings were opened from.
 */
import { expect, test } from '../fixtures';
import { api, newViewer, signInAs } from '../support/web-profiles-helpers';

test('info, devices, language and the messages counter', async ({ page, stack }) => {
  const viewer = await newViewer('lk');
  // A second device of the same account (a TV signed in with the password).
  const tv = await fetch(`${stack.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login: viewer.username,
      password: viewer.password,
      device_id: `tv-${viewer.username}`,
      device_type: 'tv',
      vendor: 'Acme',
      model: 'Living Room TV',
    }),
  });
  expect(tv.status).toBe(200);
  await page.clock.install();
  await signInAs(page, viewer, 'settings/info');

  const info = page.getByTestId('settings-info');
  await info.getByLabel('Name').fill('Ivan Petrov');
  await info.getByLabel('E-mail').fill('ivan@пример.рф');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByRole('alert')).toHaveText('Use Latin letters: Cyrillic addresses are not accepted.');
  await expect(info.getByLabel('E-mail'), 'what was typed is kept').toHaveValue('ivan@пример.рф');
  await info.getByLabel('E-mail').fill('ivan.petrov@example.com');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info.getByRole('status')).toHaveText('Saved.');
  const self = (await (await api(viewer, 'GET', '/users/self')).json()) as {
    first_name: string;
    email: string;
  };
  expect(self).toMatchObject({ first_name: 'Ivan Petrov', email: 'ivan.petrov@example.com' });

  await page.getByTestId('settings').getByRole('link', { name: 'Devices' }).click();
  const devices = page.getByTestId('settings-devices');
  const current = devices.locator('li[data-current="true"]');
  await expect(current).toContainText('This device');
  await expect(current.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await devices.getByRole('button', { name: 'Remove Acme Living Room TV' }).click();
  await devices
    .getByRole('group', { name: /Remove this device\?/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(devices).not.toContainText('Living Room TV');
  await expect(current).toBeVisible();

  await page.getByRole('link', { name: 'Language' }).first().click();
  // 000 §2: language/interface is a view of its own, listed on the Language screen.
  await page
    .getByTestId('settings-language')
    .getByRole('link', { name: /Interface language/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/language\/interface/);
  await page
    .getByRole('group', { name: 'Interface language' })
    .getByRole('radio', { name: 'Русский' })
    .check();
  await expect(page.getByTestId('settings').getByRole('heading', { name: 'Язык', level: 2 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Телеканалы' })).toBeVisible();
  await page.getByRole('group', { name: 'Язык интерфейса' }).getByRole('radio', { name: 'English' }).check();
  await expect(
    page.getByTestId('settings').getByRole('heading', { name: 'Language', level: 2 }),
  ).toBeVisible();

  // Messages: the operator sends one; the next poll (150 s later, the viewer active) shows it.
  const bell = page.getByTestId('messages-menu').getByRole('button').first();
  await expect(bell).toHaveAccessibleName('Messages');
  const sent = await fetch(`${stack.origin}/sink/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: viewer.username, title: 'Hello', text: 'New films this week' }),
  });
  expect(sent.status).toBe(201);
  await page.mouse.move(10, 10);
  // Within one poll (150 s; 001 §2). Other refreshes (the language change reloads data) may show it sooner.
  await page.clock.fastForward(151_000);
  await expect(page.getByTestId('messages-unread')).toHaveText('1');
  await bell.click();
  await expect(page.getByTestId('messages-menu')).toContainText('New films this week');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('messages-unread')).toHaveCount(0);
  expect(await (await api(viewer, 'GET', '/users/self/messages/unread')).json()).toEqual({ unread: 0 });

  // 000 §2 Settings: Close returns to the page the settings were opened from, across their tabs — in
  // Russian (issue 36: items 1–5 and 7 in RU and EN; the steps above are in English).
  await page.goto(`${stack.web}news?lang=ru`);
  await page
    .getByTestId('account-menu')
    .getByRole('button', { name: /^Аккаунт/ })
    .click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Настройки' }).click();
  await page.getByTestId('settings').getByRole('link', { name: 'Устройства' }).click();
  await expect(page).toHaveURL(/\/settings\/devices/);
  await page.getByTestId('settings-close').click();
  await expect(page).toHaveURL(`${stack.web}news?lang=ru`);
});

test('a guest on /settings is sent home with the sign-in, asked once (000 §2 Account page)', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.web}news?lang=en`);
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await page.goto(`${stack.web}settings?lang=en`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${stack.web}#auth`);
  // Asked once: the page does not keep pushing #auth (it pushed hundreds of entries a second before).
  const entries = await page.evaluate(() => window.history.length);
  expect(entries).toBeLessThan(6);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${stack.web}`);
});
