import { screen, within } from '@testing-library/react';
import { IconCircle } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { type Account, NAV_SECTIONS } from '@jobsite/core';
import type { SectionLink } from '../../../config/navigation';
import { renderRoutes } from '../../../test/render';
import { SideNav } from './SideNav';

/** Every section of the catalogue as if its screen were built; project areas link into project 12. */
const allBuilt: Record<string, SectionLink> = Object.fromEntries(
  NAV_SECTIONS.map((s) => [s.key, { icon: IconCircle, to: ({ projectId }) => (s.inProject ? (projectId ? `/${s.match[0]}/${projectId}` : null) : `/${s.match[0]}`) }]),
);

const account = (system_type: 'buyer' | 'seller', services: Partial<Account['company']> = {}): Account =>
  ({
    id: 1,
    first_name: 'Dana',
    last_name: 'W',
    email: 'd@example.test',
    is_staff: false,
    loading_setting: {},
    user_group_settings: {},
    company: { id: 1, name: 'Co', system_type, procurement_services: true, tool_services: true, prefab_services: true, inventory_services: true, temp_power_services: true, two_way_authentication_enabled: false, ...services },
  }) as Account;

const renderAt = (path: string, acc: Account, links = allBuilt) => renderRoutes([{ path: '*', element: <SideNav account={acc} links={links} /> }], path);
const current = () => screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent);

describe('side navigation', () => {
  it.each([
    ['/projects', ['Projects']],
    ['/project/bom/12', ['Procurement']],
    ['/project/tool/12', ['Tools']],
    ['/project/time/12', ['Labor / time']],
    ['/tool_requests', ['Tool requests']],
    ['/job_warehouse_stock_items', ['Job-site stock']],
    ['/asset/audits?owner_id=4', ['Asset audits']],
    ['/roi', ['ROI calculator']],
    ['/settings/account', []],
  ])('highlights exactly the section of %s', (path, expected) => {
    renderAt(path, account('buyer'));
    expect(current()).toEqual(expected);
  });

  it('shows project areas only inside an open project', () => {
    renderAt('/projects', account('buyer'));
    expect(screen.queryByRole('link', { name: 'Procurement' })).toBeNull();
    renderAt('/project/bom/12', account('buyer'));
    expect(screen.getByRole('link', { name: 'Procurement' }).getAttribute('href')).toBe('/project/bom/12');
  });

  it('hides tool sections from a company without tool services', () => {
    renderAt('/projects', account('buyer', { tool_services: false }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Tool requests' })).toBeNull();
    expect(within(nav).queryByText('Tools')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Prefab requests' })).toBeTruthy();
  });

  it('shows a seller the seller menu', () => {
    renderAt('/orders', account('seller'));
    expect(current()).toEqual(['Orders']);
    expect(screen.queryByRole('link', { name: 'Projects' })).toBeNull();
    // its own sections: the price files it imports and the lists its customers share
    expect(screen.getByRole('link', { name: 'Price files' }).getAttribute('href')).toBe('/price_file_seller');
    expect(screen.getByRole('link', { name: 'Customer lists' }).getAttribute('href')).toBe('/project_list_seller');
  });

  it('shows only sections whose screens are built', () => {
    renderAt('/projects', account('buyer'), { projects: allBuilt.projects });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Projects']);
  });

  it('says so when no section is set up yet', () => {
    renderAt('/x', account('buyer'), {});
    expect(screen.getByText('Your sections appear here as they are set up for your company.')).toBeTruthy();
  });
});
