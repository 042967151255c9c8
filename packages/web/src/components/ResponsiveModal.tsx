import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useSyncExternalStore } from 'react';

/** Phones are narrower than 768 px: there the navigation is a drawer and dialogs fill the screen. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

/**
 * The open dialogs, in the order they opened. Every Mantine modal closes on an Escape pressed
 * anywhere, so one opened from another (a confirmation, a price sheet) took the first with it;
 * Escape now closes only the last one opened.
 */
const openDialogs: string[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));
const changed = () => listeners.forEach((l) => l());

function useIsTopDialog(opened: boolean): boolean {
  const id = useId();
  useEffect(() => {
    if (!opened) return;
    openDialogs.push(id);
    changed();
    return () => {
      openDialogs.splice(openDialogs.indexOf(id), 1);
      changed();
    };
  }, [opened, id]);
  return useSyncExternalStore(subscribe, () => openDialogs.at(-1) === id);
}

/** Every dialog of the app: centred on a desktop, full-screen on a phone. */
export function ResponsiveModal(props: ModalProps) {
  const phone = useIsPhone();
  const top = useIsTopDialog(props.opened);
  return <Modal centered size="lg" {...props} closeOnEscape={(props.closeOnEscape ?? true) && top} fullScreen={phone || props.fullScreen} />;
}
