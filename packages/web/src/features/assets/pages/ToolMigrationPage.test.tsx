import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('tool migration', () => {
  it("refuses a tool list over the upload limit in the browser, with the words the server would answer, before sending it", async () => {
    signInContractor();
    const api = stubApi({ 'GET tool_access/': [200, { warehouse: true }] });
    renderRoutes(assetScreens, '/tool_migration');
    await screen.findByRole('button', { name: 'Import' }, { timeout: 5000 });
    const big = new File(['model_code,warehouse\n'], 'tools.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeTruthy();
    expect(api.called('POST', 'tool_items/import/')).toHaveLength(0);
  });
});
