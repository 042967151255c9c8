export { AddressPanel, type AddressPanelProps } from './AddressPanel';
export * from './address-form';
export * from './suggestions';
