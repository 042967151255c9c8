/** Product lists on the BOM screen (the bom feature mounts these) and on the product-lists screens. */
export { ProductListsPanel } from './ProductListsPanel';
export { AddToProductListDialog } from './dialogs/AddToProductListDialog';
