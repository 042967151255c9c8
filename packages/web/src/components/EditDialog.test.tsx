import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passClickThrottle, stopClickClock } from '../test/click-throttle';
import { renderWithProviders } from '../test/render';
import { EditDialog } from './EditDialog';

function renderDialog(onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault()), onClose = vi.fn()) {
  renderWithProviders(
    <EditDialog opened onClose={onClose} title="New GL code" onSubmit={onSubmit} saveLabel="Save GL code">
      <TextInput label="GL code" />
    </EditDialog>,
  );
  return { onSubmit, onClose };
}

describe('EditDialog', () => {
  it('shows its title and fields', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'New GL code' })).toBeTruthy();
    expect(screen.getByLabelText('GL code')).toBeTruthy();
  });

  it('submits once for two quick clicks on save, and again after the throttle', async () => {
    stopClickClock();
    const { onSubmit } = renderDialog();
    const save = await screen.findByRole('button', { name: 'Save GL code' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    passClickThrottle();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on Cancel without submitting', async () => {
    const { onSubmit, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
