// On a phone the chat window fills the screen; a reward popup still showing (the day's check-in
// reward lasts 20 s) stays under it, so the chat's input and Send button remain usable at 360 px.
import { createAccount, newShopper } from '../fixtures/accounts.ts';
import { signIn } from '../fixtures/prepared.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { expect, hydratingLoads, test } from '../fixtures/test.ts';

test('the reward popup does not cover the chat input at 360 px', async ({ browser, baseURL }, testInfo) => {
  const shopper = newShopper('chatpopup');
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await createAccount(context.request, shopper);
  await signIn(context, baseURL!, shopper, { dailyCheckIn: true });
  const page = hydratingLoads(await context.newPage());
  await page.goto('/about');
  const checkIn = page.getByRole('dialog', { name: 'Daily check-in' });
  await checkIn.getByRole('button', { name: 'Close' }).click();
  await expect(checkIn).toBeHidden();
  const popup = page.getByTestId('reward-popup');
  await expect(popup).toBeVisible();

  await page.getByRole('button', { name: 'Chat with the assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Blitz Assistant' });
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeVisible();
  // The popup is still there, but what sits on top of the input and of Send is the chat.
  await expect(popup).toHaveCount(1);
  const send = chat.getByRole('button', { name: 'Send' });
  for (const target of [box, send]) {
    const onTop = await target.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && (element.contains(hit) || hit.contains(element)) && hit.closest('[data-testid="reward-popup"]') === null;
    });
    expect(onTop).toBe(true);
  }
  await keepScreenshot(page, testInfo, 'assistant-chat-over-reward-popup-360');
  await box.click();
  await page.keyboard.type('How many Blitz do I have?');
  await send.click();
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText('You have 1 Blitz: 1 free and 0 bought.');
  await context.close();
});
