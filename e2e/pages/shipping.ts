import type { Locator, Page } from 'playwright-core';

/** The /shipping/{id}/ screen as the warehouse crew and the site work it on a phone. */
export class ShippingFormScreen {
  constructor(private readonly page: Page) {}

  async open(id: number): Promise<void> {
    await this.page.goto(`/shipping/${id}/`);
    await this.page.getByRole('heading', { level: 1, name: /SF-\d+/ }).waitFor();
  }

  /** The status bar marks `label` (a delivery stage) as the current step. */
  async stageIs(label: string): Promise<void> {
    await this.page.getByRole('region', { name: 'Status' }).locator('li[aria-current="step"]', { hasText: label }).waitFor();
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Waits out the save buttons' double-tap guard (they ignore a second click within 200 ms). */
  async settle(): Promise<void> {
    await this.page.waitForTimeout(250);
  }

  /** Draws a zigzag on a canvas with the mouse (pointer down, moves, up). */
  async drawOn(canvas: Locator): Promise<void> {
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the signature pad is not on screen');
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + 20, y);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++) await this.page.mouse.move(box.x + 20 + i * ((box.width - 40) / 8), y + (i % 2 ? -30 : 30), { steps: 4 });
    await this.page.mouse.up();
  }
}
