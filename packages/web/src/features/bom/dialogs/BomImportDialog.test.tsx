import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BomImport, CatalogueItem } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { importLine as line } from '../test/fixtures';
import { BomImportDialog } from './BomImportDialog';

afterEach(() => vi.unstubAllGlobals());

const review: BomImport = {
  id: 41,
  project_id: 7,
  file_name: 'takeoff.csv',
  status: 'review',
  lines: [
    line({ line: 2, quantity: 100, catalogue_number: 'ATC-EMT050', match: { base_item_id: 1, base_item_code: 'ATC-EMT050', description: '1/2 in EMT', unit: 'FT', match_kind: 'code' } }),
    line({ line: 3, quantity: 4, description: 'QO breaker 20A', match: { base_item_id: 2, base_item_code: 'SQD-QO120', description: 'QO breaker 20A', unit: 'EA', match_kind: 'description' } }),
    line({
      line: 4,
      quantity: 12,
      description: 'Hanger bracket north wall',
      status: 'unmatched',
      decision: null,
      candidates: [{ base_item_id: 9, base_item_code: 'BRK-1', description: 'Bracket', unit: 'EA', manufacturer: 'Acme', score: 0.3 }],
    }),
    line({ line: 5, quantity: 0, description: 'Zero', status: 'error', decision: 'skip', error: 'Quantity must be greater than 0' }),
  ],
  matched_count: 2,
  unmatched_count: 1,
  error_count: 1,
  unresolved_count: 1,
  unsearched_count: 0,
  created_items: 0,
  merged_items: 0,
  created_at: '2026-03-01T00:00:00.000Z',
  finished_at: null,
};

const found: CatalogueItem = {
  id: 77,
  base_item_code: 'STR-HGR',
  product_code: '',
  description: 'Strut hanger bracket',
  unit: 'EA',
  unit_price: 3.2,
  image_url: null,
  category: { id: 1, name: 'Fasteners' },
  product_group: { id: 1, code: 'STR', name: 'Strut' },
  manufacturer: { id: 3, name: 'Unistrut' },
  options: [],
};

async function openReview(extra: Record<string, [number, unknown]> = {}) {
  const api = stubApi({
    'GET projects/7/bom_import/41/duplicates/': [200, { lines: [] }],
    'POST projects/7/bom_import/': [201, review],
    'POST searchproduct/': pagedAnswer([found]),
    'PATCH projects/7/bom_import/41/': [200, review],
    'POST projects/7/bom_import/41/commit/': [200, { ...review, status: 'completed', created_items: 3 }],
    'POST projects/7/bom_import/41/cancel/': [200, { ...review, status: 'cancelled' }],
    ...extra,
  });
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<BomImportDialog projectId={7} opened onClose={onClose} onImported={onImported} />);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['Qty,Description\n1,x\n'], 'takeoff.csv', { type: 'text/csv' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await screen.findByText('Review the BOM import');
  return { api, onImported, onClose };
}

describe('BomImportDialog review step', () => {
  it('collapses matched lines, lists errors by line, and waits for every unmatched line', async () => {
    await openReview();
    expect(screen.getByText('2 lines matched the catalogue')).toBeTruthy();
    expect(screen.getByText('Line 5: Quantity must be greater than 0')).toBeTruthy();
    expect(screen.getByText('1 line needs your decision')).toBeTruthy();
    expect(screen.queryByText('Matching stopped early')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show matched lines' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Please match or skip every unmatched line.');
    expect((screen.getByRole('button', { name: 'Import 2 lines' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when matching stopped before some lines were looked up, and leaves them to decide', async () => {
    const lines = review.lines.map((l) => (l.line === 4 ? { ...l, candidates: [], unsearched: true } : l));
    await openReview({ 'POST projects/7/bom_import/': [201, { ...review, lines, unsearched_count: 1 }] });
    expect(screen.getByText('Matching stopped early')).toBeTruthy();
    expect(screen.getByText('1 line was not looked up in the catalogue: matching stops after 20 seconds. Choose their items below, make them custom lines, or import them in a smaller file.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Line 4' })).toBeTruthy();
  });

  it('imports after the unmatched line gets a catalogue item found by search', async () => {
    const { api, onImported, onClose } = await openReview();
    const card = screen.getByRole('region', { name: 'Line 4' });
    fireEvent.change(within(card).getByLabelText('Search the catalogue for line 4'), { target: { value: 'hanger' } });
    fireEvent.click(await within(card).findByRole('radio', { name: 'STR-HGR — Strut hanger bracket (Unistrut)' }));
    const importButton = await screen.findByRole('button', { name: 'Import 3 lines' });
    expect((importButton as HTMLButtonElement).disabled).toBe(false);
    expect(api.called('POST', 'searchproduct/')[0].body).toEqual({ search_text: 'hanger' });
    fireEvent.click(importButton);
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(api.called('PATCH', 'projects/7/bom_import/41/')[0].body).toEqual({ lines: [{ line: 4, decision: 'catalogue', base_item_id: 77 }] });
    expect(api.called('POST', 'projects/7/bom_import/41/commit/')).toHaveLength(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'projects/7/bom_import/41/cancel/')).toHaveLength(0);
  });

  it('offers to add lines already in the BOM to their quantities (the default) or as new lines', async () => {
    const { api } = await openReview({
      'GET projects/7/bom_import/41/duplicates/': [200, { lines: [2] }],
      'POST projects/7/bom_import/41/commit/': [200, { ...review, status: 'completed', created_items: 1, merged_items: 1 }],
    });
    const choice = await screen.findByRole('radiogroup', { name: /1 line is already in this BOM/ });
    expect((within(choice).getByRole('radio', { name: "Add to the existing lines' quantities" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Skip this line' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 lines' }));
    await waitFor(() => expect(api.called('POST', 'projects/7/bom_import/41/commit/')).toHaveLength(1));
    expect(api.called('POST', 'projects/7/bom_import/41/commit/')[0].body).toEqual({ on_duplicate: 'merge' });
    await screen.findByText('Imported 1 line. Added 1 to lines already in the BOM.');
  });

  it('a skipped line leaves the others to import; closing a review cancels it', async () => {
    const { api } = await openReview();
    fireEvent.click(screen.getByRole('radio', { name: 'Skip this line' }));
    expect(await screen.findByRole('button', { name: 'Import 2 lines' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    await waitFor(() => expect(api.called('POST', 'projects/7/bom_import/41/cancel/')).toHaveLength(1));
  });

  it('decides every undecided line at once and shows a long list a page at a time', async () => {
    const many: BomImport = {
      ...review,
      lines: Array.from({ length: 30 }, (_, i) => line({ line: i + 2, description: `Odd part ${i}`, status: 'unmatched', decision: null })),
      matched_count: 0,
      unmatched_count: 30,
      error_count: 0,
      unresolved_count: 30,
    };
    const api = stubApi({
      'POST projects/7/bom_import/': [201, many],
      'PATCH projects/7/bom_import/41/': [200, many],
      'POST projects/7/bom_import/41/commit/': [200, { ...many, status: 'completed', created_items: 30 }],
    });
    renderWithProviders(<BomImportDialog projectId={7} opened onClose={() => undefined} onImported={() => undefined} />);
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['x'], 'many.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('30 lines need your decision');
    expect(screen.getAllByRole('region')).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more of 5 unmatched lines' }));
    expect(screen.getAllByRole('region')).toHaveLength(30);
    fireEvent.click(screen.getAllByRole('radio', { name: 'Skip this line' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Make undecided lines custom' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 29 lines' }));
    await waitFor(() => expect(api.called('POST', 'projects/7/bom_import/41/commit/')).toHaveLength(1));
    const sent = (api.called('PATCH', 'projects/7/bom_import/41/')[0].body as { lines: { line: number; decision: string }[] }).lines;
    expect(sent).toHaveLength(30);
    expect(sent.filter((d) => d.decision === 'skip').map((d) => d.line)).toEqual([2]);
  });

  it('refuses a file over the upload limit before sending it, with the words the server would answer', async () => {
    const api = stubApi({});
    renderWithProviders(<BomImportDialog projectId={7} opened onClose={() => undefined} onImported={() => undefined} />);
    const big = new File(['Qty,Description\n'], 'takeoff.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is larger than 10 MB; split it into smaller files.')).toBeTruthy();
    expect(api.called('POST', 'projects/7/bom_import/')).toHaveLength(0);
  });

  it('shows a refused file under the file input', async () => {
    stubApi({ 'POST projects/7/bom_import/': [400, { file: ['The file has no quantity column. Name one column Qty or Quantity.'] }] });
    renderWithProviders(<BomImportDialog projectId={7} opened onClose={() => undefined} onImported={() => undefined} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Description\nx\n'], 'bad.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file has no quantity column. Name one column Qty or Quantity.')).toBeTruthy();
  });
});
