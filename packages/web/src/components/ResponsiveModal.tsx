import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Phones are narrower than 768 px: there the navigation is a drawer and dialogs fill the screen. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

/** Every dialog of the app: centred on a desktop, full-screen on a phone. */
export function ResponsiveModal(props: ModalProps) {
  const phone = useIsPhone();
  return <Modal centered size="lg" {...props} fullScreen={phone || props.fullScreen} />;
}
