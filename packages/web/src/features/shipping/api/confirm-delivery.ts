import type { DeliveryStatusBody } from '@jobsite/core';
import { useFormChange } from './form-change';

/** POST {id}/delivery/update_status/: in transit or delivered, with who carried and who received it. */
export const useConfirmDelivery = (id: number) => useFormChange<DeliveryStatusBody>(id, 'delivery/update_status/');
