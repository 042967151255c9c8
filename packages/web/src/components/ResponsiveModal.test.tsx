import { Drawer, Modal } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ResponsiveModal } from './ResponsiveModal';

describe('dialogs', () => {
  it('name their close button Close, so a screen reader says what the X does', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <ResponsiveModal opened onClose={onClose} title="Invoice PO SEC-00002">
          body
        </ResponsiveModal>
        <Modal opened onClose={() => {}} title="Search company" />
        <Drawer opened onClose={() => {}} title="Navigation" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice PO SEC-00002' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(within(screen.getByRole('dialog', { name: 'Search company' })).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
