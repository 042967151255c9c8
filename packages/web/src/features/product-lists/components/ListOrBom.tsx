import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';

/** /project/bom/{id}?project_product_list_id={listId}: the list's screen; without the id, the BOM. */
export function ListOrBom({ bom, list }: { bom: ReactElement; list: ReactElement }) {
  const [params] = useSearchParams();
  return Number(params.get('project_product_list_id')) > 0 ? list : bom;
}
