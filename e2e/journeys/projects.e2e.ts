import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ProjectsPage } from '../pages/projects';
import { useJourney } from '../support/journey';
import { signInAs } from '../support/session';

const journey = useJourney();

async function signedIn(email: string): Promise<{ page: Page; projects: ProjectsPage }> {
  const tracked = await journey.open();
  await signInAs(tracked.context, email);
  // Start on a page of the app, so scripts in the page can read its cookies.
  await tracked.page.goto('/api/v1/health/');
  return { page: tracked.page, projects: new ProjectsPage(tracked.page) };
}

describe('projects', () => {
  it('creates a project and gives it an address, with the address rules on the way', async () => {
    const { page, projects } = await signedIn('buyer@demo.test');
    await projects.open();
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText('Please enter a project name.').waitFor();
    await dialog.getByLabel('Project name').fill('Riverfront Parking Garage');
    await dialog.getByLabel('Job #').fill('J-25017');
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await page.waitForURL(/\/project\/settings\/\d+$/);
    await page.getByRole('heading', { name: 'Riverfront Parking Garage' }).waitFor();
    const address = page.getByRole('form', { name: 'Project address' });
    await address.getByLabel('Street address').fill('500 Riverfront Dr');
    await address.getByLabel('City').fill('Denver');
    await address.getByRole('combobox', { name: 'State' }).fill('CO');
    await page.getByRole('option', { name: 'CO', exact: true }).click();
    await address.getByLabel('Zip').fill('8020');
    await address.getByRole('button', { name: 'Save address' }).click();
    await address.getByText('Invalid zip').waitFor();
    await address.getByLabel('Zip').fill('80202');
    await address.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address saved').waitFor();

    await page.reload();
    await expect.poll(() => page.getByRole('form', { name: 'Project address' }).getByLabel('Zip').inputValue()).toBe('80202');
    await projects.open();
    await projects.search('Riverfront');
    await page.getByText('Job # J-25017 · Denver, CO, USA').waitFor();
  });

  it('adds an owner and removes one, with the toasts', async () => {
    const { page, projects } = await signedIn('buyer@demo.test');
    await projects.open();
    await projects.openSettingsOf('Union Station Retrofit', ['completed']);
    const owners = page.getByRole('list', { name: 'Owners' });
    await owners.getByText('Dana Whitfield (you)').waitFor();
    expect(await owners.getByRole('listitem').count()).toBe(1);

    await page.getByRole('combobox', { name: 'Add an owner' }).fill('Luis');
    await page.getByRole('option', { name: /Luis Navarro/ }).click();
    await page.getByRole('button', { name: 'Add owner' }).click();
    await page.getByText('Owner added!').waitFor();
    await owners.getByText('Luis Navarro').waitFor();

    await owners.getByRole('button', { name: 'Remove Luis Navarro' }).click();
    await page.getByText('Removed from project').waitFor();
    await expect.poll(() => owners.getByRole('listitem').count()).toBe(1);
  });

  it('searches the list and lets a user ask for access from more than 2 characters', async () => {
    const { page, projects } = await signedIn('staff@demo.test');
    await projects.open();
    await projects.search('calgary dc');
    await page.getByRole('link', { name: 'Calgary DC Phase 1 - Warehouse', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Calgary DC Phase 2 - Offices', exact: true }).waitFor();
    await expect.poll(() => projects.rowNames()).toEqual(['Calgary DC Phase 1 - Warehouse', 'Calgary DC Phase 2 - Offices']);
    await page.getByText('Job # J-24301 · in Calgary Distribution Centre · Calgary, AB, Canada').waitFor();

    await page.getByRole('button', { name: 'Request project access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request project access' });
    await dialog.getByLabel('Find a project').fill('bo');
    await dialog.getByText('Type at least 3 characters').waitFor();
    expect(await dialog.getByRole('list', { name: 'Matching projects' }).count()).toBe(0);
    await dialog.getByLabel('Find a project').fill('boulder');
    await dialog.getByRole('button', { name: 'Request access to Boulder Tech Office Fit-Out' }).click();
    await page.getByText('Your request was sent to 2 project owners.').waitFor();
    await dialog.getByText('Request sent').waitFor();
  });

  it('opens a project in procurement, and in tools for a group that hides the material option', async () => {
    const buyer = await signedIn('buyer@demo.test');
    await buyer.projects.open();
    await buyer.projects.openProject('Boulder Tech Office Fit-Out');
    await buyer.page.waitForURL(/\/project\/bom\/\d+$/);
    await journey.closePages();

    const foreman = await signedIn('foreman@demo.test');
    await foreman.projects.open();
    await foreman.projects.openProject('Boulder Tech Office Fit-Out');
    await foreman.page.waitForURL(/\/project\/tool\/\d+$/);
    await foreman.page.getByRole('heading', { name: 'Boulder Tech Office Fit-Out' }).waitFor();
    const tabs = foreman.page.getByRole('tablist', { name: 'Project areas' });
    expect(await tabs.getByRole('tab', { name: 'Procurement' }).count()).toBe(0);
    await tabs.getByRole('tab', { name: 'Settings' }).waitFor();
  });

  it('loads more projects from the server and renders only the rows in view', async () => {
    const { page, projects } = await signedIn('buyer@demo.test');
    await page.evaluate(async () => {
      const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      for (let i = 1; i <= 30; i++) {
        const res = await fetch('/api/v1/projects/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
          body: JSON.stringify({ name: `Load Test Job ${String(i).padStart(2, '0')}`, main_job_num: `LT-${i}` }),
        });
        if (!res.ok) throw new Error(`create failed: ${res.status}`);
      }
    });
    await projects.open();
    await projects.search('Load Test Job');
    await page.getByText('Showing 25 of 30 projects').waitFor();
    const rendered = await page.getByRole('list', { name: 'Projects' }).getByRole('listitem').count();
    expect(rendered).toBeLessThan(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 30 of 30 projects').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByRole('list', { name: 'Projects' }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY));
    await page.getByRole('link', { name: 'Load Test Job 30', exact: true }).waitFor();
  });
});
