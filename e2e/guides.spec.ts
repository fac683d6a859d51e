import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage } from './support/people';

const ADMIN = 'admin@kabinet.demo';

// The knowledge base — search by word forms, an article, «Полезно?».
test('a client finds «декларацию» by «декларация», opens the article and votes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await newSignedInPage(browser, baseURL ?? '', DEMO_CLIENT.email, DEMO_PASSWORD);
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
  await page.getByLabel('Поиск по статьям').fill('декларация');
  const card = page.getByRole('link', { name: 'Налоговый календарь и отчёты' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'Как оплатить счёт' })).toHaveCount(0);

  await card.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Налоговый календарь и отчёты' }),
  ).toBeVisible();
  await expect(page.getByText(/декларацию/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Спасибо за отзыв!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Да' })).toHaveAttribute('aria-pressed', 'true');
});

// An article whose Markdown carries `<script>` and an `onerror` attribute
// is shown as text on the public page, and nothing in it runs.
test('an admin publishes an article with <script> and onerror: the public page shows them as text', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = `e2e-xss-${Date.now()}`;
  const title = `Проверка разметки ${slug.slice(-6)}`;
  const admin = await newSignedInPage(browser, baseURL ?? '', ADMIN, DEMO_PASSWORD);
  await admin.goto('/admin/guides');
  await admin.getByRole('button', { name: 'Новая статья' }).click();
  const editor = admin.getByRole('dialog', { name: 'Новая статья' });
  await editor.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await editor.getByRole('textbox', { name: 'Адрес статьи' }).fill(slug);
  await editor
    .getByRole('textbox', { name: 'Текст статьи' })
    .fill(
      [
        '## Опасная разметка',
        '',
        '<script>window.__guideXss = "script"; alert("script")</script>',
        '',
        "Картинка <img src=x onerror=\"window.__guideXss = 'onerror'; alert('onerror')\"> в тексте.",
      ].join('\n'),
    );
  await editor.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(admin.getByText('Черновик сохранён')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Черновик');
  await row.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(admin.getByText('Статья опубликована')).toBeVisible();

  const reader = await newSignedInPage(browser, baseURL ?? '', DEMO_CLIENT.email, DEMO_PASSWORD);
  const dialogs: string[] = [];
  reader.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await reader.goto(`/guides/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = reader.getByRole('heading', { level: 2, name: 'Опасная разметка' });
  await expect(article).toBeVisible();
  await expect(
    reader.getByText('<script>window.__guideXss = "script"', { exact: false }),
  ).toBeVisible();
  await expect(reader.getByText(/<img src=x onerror=/)).toBeVisible();
  // Give a broken image's onerror the time it would need to fire.
  await reader.waitForTimeout(500);
  expect(
    await reader.evaluate(() => (window as { __guideXss?: string }).__guideXss),
  ).toBeUndefined();
  expect(await reader.locator('main img[src="x"], main [onerror]').count()).toBe(0);
  expect(await reader.locator('main script').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
