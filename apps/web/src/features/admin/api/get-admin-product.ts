import { useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';
import { ADMIN_PRODUCTS_KEY } from './product-cache';

interface ProductImage {
  id: number | null;
  url: string;
  card_url: string;
}

/** `GET /v2/admin/products/{id}`: everything the supplier gave of a product. */
export interface AdminProductDetail {
  id: number;
  category_id: number;
  category: string;
  type: ProductTypeKey;
  company_name: string;
  code: string | null;
  name: string;
  reference: string | null;
  brand: { id: number; name: string } | null;
  material: string | null;
  color_id: number | null;
  min_sale_unit: number | null;
  units_per_package: number | null;
  price: number;
  taxed_price: number;
  size: string | null;
  comission_percentage: number;
  utility: number;
  delivery_time: number;
  light_type_id: number | null;
  lamp_type_id: number | null;
  origin_id: number | null;
  product_content: string | null;
  units_available: number;
  warranty: number;
  is_warranty_in_months: boolean;
  description: string | null;
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
  packing_presentation_id: number;
  package_length: number | null;
  package_width: number | null;
  package_height: number | null;
  package_weight: number | null;
  principal_image: ProductImage | null;
  ambient_images: ProductImage[];
  technical_sheet: { id: number | null; url: string; name: string | null } | null;
  installation_price: number | null;
  is_approved: boolean | null;
  approval_label: string;
  is_public: boolean;
  is_featured: boolean;
  is_seasonal: boolean;
  created_at: string;
}

export function useAdminProduct(productId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'detail', productId],
    queryFn: () => apiRequest<AdminProductDetail>(`/v2/admin/products/${productId}`),
    enabled: productId !== null,
  });
}
