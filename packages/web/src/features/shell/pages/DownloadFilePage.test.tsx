import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { DownloadFilePage, downloadableUrl } from './DownloadFilePage';

const routes = [{ path: '/download-file', element: <DownloadFilePage /> }];

describe('the download-file screen', () => {
  it("follows only this site's signed file links, never another site's", () => {
    expect(downloadableUrl('/api/v1/files/abc.def/orders.csv')).toBe(`${window.location.origin}/api/v1/files/abc.def/orders.csv`);
    expect(downloadableUrl(`${window.location.origin}/api/v1/files/abc.def/orders.csv`)).toBe(`${window.location.origin}/api/v1/files/abc.def/orders.csv`);
    for (const raw of ['https://example.invalid/x.pdf', '//example.invalid/api/v1/files/x', 'javascript:alert(1)', '/settings/account', null, '']) expect(downloadableUrl(raw)).toBeNull();
  });

  it('says the link is missing for a link to another site', async () => {
    renderRoutes(routes, `/download-file?s3_object_url=${encodeURIComponent('https://example.invalid/x.pdf')}`);
    expect(await screen.findByText('S3 object URL is missing.')).toBeTruthy();
  });

  it('shows a file name that does not decode as it is, instead of breaking the screen', async () => {
    renderRoutes(routes, `/download-file?s3_object_url=${encodeURIComponent('/api/v1/files/t.s/a%E0%A4%A.pdf')}`);
    expect(await screen.findByText('Your download of a%E0%A4%A.pdf should start now.')).toBeTruthy();
  });
});
