import path from 'node:path';
import { expect, test, useFileFixtures } from './support/fixtures';
import { expectScrolledTo, pageOpener, publicSiteEnv } from './support/public-site';

test.use({ serverSetup: { env: publicSiteEnv(), withMailSink: true } });
const app = useFileFixtures();
const openPage = pageOpener(app);

test.describe('landing page navigation', () => {
  for (const [label, id] of [
    ['Features', 'features'],
    ['About', 'about'],
    ['FAQ', 'faq'],
    ['Contact', 'contact'],
  ] as const) {
    test(`the header link ${label} scrolls to #${id}`, async () => {
      const { page, problems } = await openPage('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expectScrolledTo(page, id);
      expect(problems).toEqual([]);
    });
  }

  test("'Sign Up' leads to /auth, and its #auth anchor is the join section on the page", async () => {
    const { page } = await openPage('/');
    const signUp = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toHaveAttribute('href', '#auth');
    await expect(page.locator('#auth').getByRole('heading', { name: 'Join the circle' })).toHaveCount(1);
    await signUp.click();
    await expect(page).toHaveURL('/auth');
  });

  test("'EXPLORE SCRIPTURES' scrolls smoothly to #scriptures", async () => {
    const { page } = await openPage('/');
    await page.getByRole('button', { name: 'EXPLORE SCRIPTURES' }).click();
    await expectScrolledTo(page, 'scriptures');
    await expect(page.getByRole('heading', { name: 'Five traditions, one circle' })).toBeVisible();
  });

  for (const label of [
    'ENTER THE CIRCLE',
    'ASK OUR SACRED SCHOLARS',
    'ASK OUR AI GUIDE',
    'BEGIN YOUR SACRED JOURNEY',
    'Continue as a guest',
  ]) {
    test(`'${label}' goes to /dashboard`, async () => {
      const { page } = await openPage('/');
      await page.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }

  test("'Create your account' goes to /auth", async () => {
    const { page } = await openPage('/');
    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('the footer links reach the sections and the legal pages', async () => {
    const { page } = await openPage('/');
    const explore = page.getByRole('navigation', { name: 'Explore' });
    await explore.getByRole('link', { name: 'FAQ' }).click();
    await expectScrolledTo(page, 'faq');

    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Terms of Service' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/terms');
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/privacy');
  });

  test('the footer has five social links with accessible names, and the copyright year', async () => {
    const { page } = await openPage('/');
    const footer = page.getByRole('contentinfo');
    const social = footer.getByRole('link', { name: /^Sacred Circle on / });
    const names = [
      'Sacred Circle on X (opens in a new tab)',
      'Sacred Circle on LinkedIn (opens in a new tab)',
      'Sacred Circle on TikTok (opens in a new tab)',
      'Sacred Circle on Instagram (opens in a new tab)',
      'Sacred Circle on YouTube (opens in a new tab)',
    ];
    await expect(social).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      await expect(social.nth(index)).toHaveAttribute('aria-label', name);
      await expect(social.nth(index)).toHaveAttribute('target', '_blank');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sacred Circle. All rights reserved.`);
  });
});

test.describe('landing page content and motion', () => {
  test('shows the eight feature cards, the sample answer and four open FAQ entries', async () => {
    const { page } = await openPage('/');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Sacred Texts',
      'AI Guidance',
      'Deep Dialogue',
      'Voice Interaction',
      'Wisdom Search',
      'Progress Tracking',
      'Multi-Perspective',
      'Community',
    ]);
    await expect(page.getByRole('heading', { name: 'EXPERIENCE AI WISDOM' })).toBeVisible();
    await expect(
      page.getByText('Blessed are the peacemakers, for they shall be called children of God.'),
    ).toHaveCount(1);
    await expect(page.locator('cite')).toHaveText([
      'Matthew 5:9',
      "Qur'an 8:61",
      'Psalms 34:15',
      'Bhagavad Gita 2:71',
      'Dhammapada 1:5',
    ]);
    const answers = page.locator('#faq dd');
    await expect(answers).toHaveCount(4);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    await expect(page.locator('#faq')).toContainText(
      'Premium members get unlimited AI interactions and advanced features.',
    );
  });

  test('moves the hero image by 30% of a 20% scroll offset, capped at 80 px', async () => {
    const { page } = await openPage('/');
    const shift = () =>
      page
        .getByTestId('hero-image')
        .evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    };
    await scrollTo(200);
    expect(await shift()).toBeCloseTo(12, 1);
    await scrollTo(2000);
    expect(await shift()).toBeCloseTo(24, 1);
    await scrollTo(0);
    expect(await shift()).toBeCloseTo(0, 1);
  });

  test('keeps the hero image still under reduced motion', async () => {
    const { page } = await openPage('/', { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByTestId('hero-image')).toHaveCSS('transform', 'none');
  });

  for (const [width, image] of [
    [390, 'hero-tall.svg'],
    [767, 'hero-tall.svg'],
    [768, 'hero-wide.svg'],
    [1440, 'hero-wide.svg'],
  ] as const) {
    test(`at ${width} px wide the hero shows ${image}`, async () => {
      const { page } = await openPage('/', { width, height: 800 });
      const hero = page.getByTestId('hero-image').locator('img');
      await page.waitForFunction((img) => (img as HTMLImageElement).complete, await hero.elementHandle());
      const source = await hero.evaluate((img) => (img as HTMLImageElement).currentSrc);
      expect(path.basename(new URL(source).pathname)).toBe(image);
      expect(await hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    });
  }

  test('opens the menu on a phone and scrolls to a section from it', async () => {
    const { page } = await openPage('/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#landing-mobile-menu').getByRole('link', { name: 'About' }).click();
    await expectScrolledTo(page, 'about');
    await expect(page.locator('#landing-mobile-menu')).toBeHidden();
  });
});
