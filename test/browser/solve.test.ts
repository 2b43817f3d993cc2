import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, openPage } from './browser.ts';

describeInBrowser('the solver page', () => {
  for (const button of ['solve-button', 'grade-button', 'steps-button']) {
    it(`asks for a puzzle when ${button} is pressed on an empty box`, async () => {
      const page = await openPage('/solve', { viewport: DESKTOP });
      const input = page.getByTestId('solve-input');
      const error = page.getByTestId('solve-error');
      // Nothing is wrong with an empty box until a button asks for its puzzle.
      expect(await error.textContent()).toBe('');
      await page.getByTestId(button).click();
      await expect.poll(() => error.textContent()).toBe('Paste or type a puzzle first.');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.getByTestId('solve-result').textContent()).toBe('');
      // Typing a puzzle takes the message away.
      await page.getByTestId('example-button').click();
      await expect.poll(() => error.textContent()).toBe('');
      expect(await input.getAttribute('aria-invalid')).toBeNull();
    });
  }

  it('says what is wrong with text that is not a puzzle', async () => {
    const page = await openPage('/solve', { viewport: DESKTOP });
    await page.getByTestId('solve-input').fill('12345');
    await page.getByTestId('solve-button').click();
    await expect.poll(() => page.getByTestId('solve-error').textContent()).toMatch(/\w/);
    expect(await page.getByTestId('solve-error').textContent()).not.toBe(
      'Paste or type a puzzle first.',
    );
  });
});
