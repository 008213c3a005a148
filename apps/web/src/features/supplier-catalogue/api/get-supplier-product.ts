import { useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

export interface ProductImage {
  id: number;
  url: string;
  card_url: string;
}

/** `GET /v2/suppliers/products/{id}`: everything the edit page shows of one product. */
export interface SupplierProductDetail {
  id: number;
  category_id: number;
  category: string;
  type: ProductTypeKey;
  code: string | null;
  name: string;
  reference: string;
  supplier_brand_id: number | null;
  brand: { id: number; name: string } | null;
  material: string;
  color_id: number | null;
  min_sale_unit: number | null;
  units_per_package: number | null;
  price: number;
  taxed_price: number;
  size: string | null;
  storage_address_id: number | null;
  comission_percentage: number;
  delivery_time: number;
  light_type_id: number | null;
  lamp_type_id: number | null;
  origin_id: number | null;
  product_content: string | null;
  units_available: number;
  warranty: number;
  is_warranty_in_months: boolean;
  description: string;
  brand_that_complements_id: number | null;
  unit_of_measure_id: number | null;
  yield_m2: number | null;
  presentation: string;
  length: number | null;
  width: number | null;
  depth: number | null;
  height: number | null;
  diameter: number | null;
  thickness: number | null;
  weight: number | null;
  packing_presentation_id: number | null;
  package_length: number | null;
  package_width: number | null;
  package_height: number | null;
  package_weight: number | null;
  principal_image: ProductImage | null;
  ambient_images: ProductImage[];
  technical_sheet: { id: number; url: string; name: string | null } | null;
  is_approved: boolean | null;
  approval_label: string;
  is_public: boolean;
  is_featured: boolean;
}

/** What every section of the edit page answers: the product as it now is, and a message. */
export interface ProductUpdateAnswer {
  product: SupplierProductDetail;
  message: string;
}

export function supplierProductKey(id: number) {
  return ['suppliers', 'product', id] as const;
}

function getSupplierProduct(id: number): Promise<SupplierProductDetail> {
  return apiRequest<SupplierProductDetail>(`/v2/suppliers/products/${id}`);
}

/** One of the supplier's products; someone else's answers 404. */
export function useSupplierProduct(id: number) {
  return useQuery({
    queryKey: supplierProductKey(id),
    queryFn: () => getSupplierProduct(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
