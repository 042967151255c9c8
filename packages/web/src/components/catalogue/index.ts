/**
 * The catalogue pieces more than one feature shows: the search panel with its virtualised
 * results, the item (model) detail dialog and the edit manufacturer dialog, and their calls.
 */
export { CatalogueSearchPanel, type CatalogueSearchPanelProps } from './CatalogueSearchPanel';
export { CatalogueResultsList } from './CatalogueResultsList';
export { ItemDetailDialog, type ItemDetailDialogProps } from './ItemDetailDialog';
export { EditManufacturerDialog } from './EditManufacturerDialog';
export { formatUnitPrice, yourPriceLabel } from './format';
export { useItemDetail, itemDetailOptions } from './api/get-item-detail';
export { useSearchOptions } from './api/get-search-options';
