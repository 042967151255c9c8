import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn, infiniteTable } from './DataTable';

interface Code {
  id: number;
  code: string;
  description: string;
}

const rows: Code[] = [
  { id: 1, code: '5100', description: 'Materials' },
  { id: 2, code: '5200', description: 'Labour' },
];
const columns: DataColumn<Code>[] = [
  { key: 'code', header: 'GL code', render: (r) => r.code, sortable: true },
  { key: 'description', header: 'Description', render: (r) => r.description },
];

const show = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);
const originalMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Makes the phone query match, as a narrow screen would. */
function onPhone() {
  window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
}

describe('DataTable', () => {
  it('renders a labelled table with a heading per column, a row per row and the row actions', () => {
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} rowActions={(r) => <button type="button">Edit {r.code}</button>} />);
    const table = screen.getByRole('table', { name: 'GL codes' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['GL code', 'Description', '']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['5100', 'Materials', 'Edit 5100'],
      ['5200', 'Labour', 'Edit 5200'],
    ]);
  });

  it('shows the empty state instead of a table when there are no rows, and "Loading…" while the first page comes', () => {
    const { rerender } = show(<DataTable label="GL codes" rows={[]} columns={columns} getRowId={(r) => r.id} loading empty="No GL codes yet." />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('No GL codes yet.')).toBeNull();
    rerender(
      <MantineProvider>
        <DataTable label="GL codes" rows={[]} columns={columns} getRowId={(r) => r.id} empty="No GL codes yet." total={0} />
      </MantineProvider>,
    );
    expect(screen.getByText('No GL codes yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('shows what failed with Try again, which calls onRetry', async () => {
    const onRetry = vi.fn();
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} error="GL codes could not be loaded" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('GL codes could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says how many rows show of how many and loads more while there are more', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} total={3} hasMore onLoadMore={onLoadMore} />);
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <MantineProvider>
        <DataTable label="GL codes" rows={[...rows, { id: 3, code: '5300', description: 'Equipment' }]} columns={columns} getRowId={(r) => r.id} total={3} hasMore={false} onLoadMore={onLoadMore} />
      </MantineProvider>,
    );
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('makes sortable headings buttons with aria-sort, and a click asks for the sort (ascending, then descending)', async () => {
    const onSortChange = vi.fn();
    const { rerender } = show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} sort={null} onSortChange={onSortChange} />);
    const heading = screen.getByRole('columnheader', { name: 'GL code' });
    expect(heading.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Description' }).getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Description' })).queryByRole('button')).toBeNull();
    await userEvent.click(within(heading).getByRole('button', { name: 'GL code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'code', direction: 'asc' });
    rerender(
      <MantineProvider>
        <DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} sort={{ key: 'code', direction: 'asc' }} onSortChange={onSortChange} />
      </MantineProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'GL code' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'GL code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'code', direction: 'desc' });
  });

  it('shows each row as a card listing heading: value on a phone', () => {
    onPhone();
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} rowActions={(r) => <button type="button">Edit {r.code}</button>} total={2} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'GL codes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toBe('GL code:5100Description:MaterialsEdit 5100');
    expect(within(cards[1]).getByRole('button', { name: 'Edit 5200' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('leaves out the heading row with hideHeader, while a phone\'s cards still label each value', () => {
    const { unmount } = show(<DataTable label="GL codes" hideHeader rows={rows} columns={columns} getRowId={(r) => r.id} />);
    expect(within(screen.getByRole('table', { name: 'GL codes' })).queryAllByRole('columnheader')).toHaveLength(0);
    unmount();
    onPhone();
    show(<DataTable label="GL codes" hideHeader rows={rows} columns={columns} getRowId={(r) => r.id} />);
    expect(within(screen.getByRole('list', { name: 'GL codes' })).getAllByRole('listitem')[1].textContent).toBe('GL code:5200Description:Labour');
  });

  it('keeps a nowrap column\'s heading and values on one line and whole, and lines an align right column up at its right edge', () => {
    interface Line {
      id: number;
      name: string;
      due: string;
      amount: string;
    }
    const lines: Line[] = [{ id: 1, name: 'Rebar and a long description that may wrap', due: '2026-12-17', amount: '$1,234.00' }];
    const lineColumns: DataColumn<Line>[] = [
      { key: 'name', header: 'Item', render: (l) => l.name },
      { key: 'due', header: 'Need by', render: (l) => <span data-testid="due">{l.due}</span>, nowrap: true },
      { key: 'amount', header: 'Total', render: (l) => l.amount, nowrap: true, align: 'right' },
    ];
    const { unmount } = show(<DataTable label="Lines" rows={lines} columns={lineColumns} getRowId={(l) => l.id} />);
    const [name, due, amount] = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('cell');
    // A nowrap value sits in a box the table cannot squeeze: one line, never narrower than the whole value.
    const box = screen.getByTestId('due').parentElement!;
    expect(box.parentElement).toBe(due);
    expect(box.style.whiteSpace).toBe('nowrap');
    expect(box.style.minWidth).toBe('max-content');
    expect(box.style.display).toBe('inline-block');
    expect(screen.getByRole('columnheader', { name: 'Need by' }).style.whiteSpace).toBe('nowrap');
    // Other columns wrap as before: their value is the cell's own text.
    expect(name.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(screen.getByRole('columnheader', { name: 'Item' }).style.whiteSpace).toBe('');
    expect(getComputedStyle(amount).textAlign).toBe('right');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Total' })).textAlign).toBe('right');
    expect(getComputedStyle(due).textAlign).not.toBe('right');
    unmount();
    // A phone's card gives each value its width: no nowrap box there, the card's values keep to the left.
    onPhone();
    show(<DataTable label="Lines" rows={lines} columns={lineColumns} getRowId={(l) => l.id} />);
    const card = within(screen.getByRole('list', { name: 'Lines' })).getByRole('listitem');
    expect(card.textContent).toBe('Item:Rebar and a long description that may wrapNeed by:2026-12-17Total:$1,234.00');
    expect(screen.getByTestId('due').parentElement!.style.whiteSpace).toBe('');
    expect(within(card).getByText('$1,234.00').style.textAlign).toBe('');
  });

  it('opens a row from its first column\'s button or a click on the row, but not from the row\'s own actions', async () => {
    const onRowClick = vi.fn();
    const onEdit = vi.fn();
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} onRowClick={onRowClick} rowActions={(r) => <button type="button" onClick={() => onEdit(r.id)}>Edit {r.code}</button>} />);
    await userEvent.click(screen.getByRole('button', { name: '5100' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await userEvent.click(screen.getByText('Labour'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit 5200' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('opens a phone card from a click on it', async () => {
    onPhone();
    const onRowClick = vi.fn();
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByText('Materials'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await userEvent.click(screen.getByRole('button', { name: '5200' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
  });
});

describe('DataTable highlight', () => {
  it('tints the highlighted row and marks it aria-current, on the table and on a phone card', () => {
    const isHighlighted = (r: Code) => r.id === 2;
    const { unmount } = show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} isHighlighted={isHighlighted} />);
    const [, materials, labour] = within(screen.getByRole('table', { name: 'GL codes' })).getAllByRole('row');
    expect(labour.getAttribute('aria-current')).toBe('true');
    expect(labour.style.background).toBe('var(--mantine-color-yellow-0)');
    expect(materials.getAttribute('aria-current')).toBeNull();
    expect(materials.style.background).toBe('');
    unmount();
    onPhone();
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} isHighlighted={isHighlighted} />);
    const cards = within(screen.getByRole('list', { name: 'GL codes' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(cards[1].style.background).toBe('var(--mantine-color-yellow-0)');
    expect(cards[0].style.background).toBe('');
  });

  it('scrolls the highlighted row into view once, when it first shows, and not again as more rows load', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    try {
      const table = (shown: Code[]) => (
        <MantineProvider>
          <DataTable label="GL codes" rows={shown} columns={columns} getRowId={(r) => r.id} isHighlighted={(r) => r.code === '5300'} />
        </MantineProvider>
      );
      const { rerender } = render(table(rows));
      expect(scrolled).not.toHaveBeenCalled();
      const more = [...rows, { id: 3, code: '5300', description: 'Equipment' }];
      rerender(table(more));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('row', { current: true }));
      rerender(table([...more, { id: 4, code: '5400', description: 'Subcontracts' }]));
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      scrolled.mockRestore();
    }
  });
});

describe('DataTable selection', () => {
  it('puts a named checkbox before the first column that selects without opening the row, and one on each phone card', async () => {
    const onRowClick = vi.fn();
    const onChange = vi.fn();
    const selection = { isSelected: (r: Code) => r.id === 2, onChange, label: (r: Code) => `Select ${r.code}` };
    const { unmount } = show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} onRowClick={onRowClick} selection={selection} />);
    const table = screen.getByRole('table', { name: 'GL codes' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'GL code', 'Description']);
    const first = within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[0];
    expect(within(first).getByRole('checkbox', { name: 'Select 5100' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select 5200' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 5100' }));
    expect(onChange).toHaveBeenLastCalledWith(rows[0], true);
    expect(onRowClick).not.toHaveBeenCalled();
    unmount();
    onPhone();
    show(<DataTable label="GL codes" rows={rows} columns={columns} getRowId={(r) => r.id} onRowClick={onRowClick} selection={selection} />);
    const cards = within(screen.getByRole('list', { name: 'GL codes' })).getAllByRole('listitem');
    await userEvent.click(within(cards[1]).getByRole('checkbox', { name: 'Select 5200' }));
    expect(onChange).toHaveBeenLastCalledWith(rows[1], false);
    expect(onRowClick).not.toHaveBeenCalled();
  });
});

describe('infiniteTable', () => {
  it('flattens the loaded pages into rows, takes the count from the first page and pages on through the query', () => {
    const refetch = vi.fn();
    const fetchNextPage = vi.fn();
    const query = {
      data: { pages: [{ count: 3, next: 'p2', previous: null, results: [rows[0]] }, { count: 3, next: 'p3', previous: 'p1', results: [rows[1]] }], pageParams: [1, 2] },
      isPending: false,
      isError: false,
      hasNextPage: true,
      isFetchingNextPage: false,
      refetch,
      fetchNextPage,
    } as unknown as Parameters<typeof infiniteTable<Code>>[0];
    const props = infiniteTable(query, 'GL codes could not be loaded');
    expect(props.rows).toEqual(rows);
    expect(props).toMatchObject({ total: 3, hasMore: true, loading: false, error: null, loadingMore: false });
    props.onLoadMore();
    props.onRetry();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(infiniteTable({ ...query, isError: true, data: undefined } as typeof query, 'GL codes could not be loaded')).toMatchObject({ rows: [], error: 'GL codes could not be loaded' });
  });
});
