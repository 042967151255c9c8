import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionNeededDialog } from './ActionNeededDialog';
import { useActionNeededCount } from './ActionNeededBadge';

/** The supplier's top-bar button: how many orders wait for it, opening the supplier action needed dialog. */
export function ActionNeededButton() {
  const [opened, setOpened] = useState(false);
  const n = useActionNeededCount();
  const label = n ? `Supplier action needed (${n} order${n === 1 ? '' : 's'})` : 'Supplier action needed';
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={n > 99 ? '99+' : n} size={16} disabled={n === 0} color="red" offset={4}>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={label} onClick={() => setOpened(true)}>
            <IconInbox size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <ActionNeededDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
