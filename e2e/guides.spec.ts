import { DEMO_CLIENT, DEMO_PASSWORD, expect, test } from './support/fixtures';
import { newSignedInPage } from './support/people';

// Issue 16: the knowledge base — search by word forms, an article, «Полезно?».
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
