import { useQuery } from '@tanstack/react-query';
import type { ProductCardData } from '../../../components/product-card';
import { apiRequest } from '../../../lib/http';

export interface ProductImage {
  id: number;
  /** The large image. */
  url: string;
  /** The 480 px card image, for thumbnails. */
  card_url: string;
}

/** `GET /v2/products/{id}`: the product page. */
export interface ProductDetailData extends ProductCardData {
  code: string | null;
  reference: string | null;
  description: string | null;
  /** taxed_price − price. */
  iva: number;
  /** Coverings and floors: the price with IVA of one m². */
  price_per_m2: number | null;
  min_sale_unit: number | null;
  units_per_package: number | null;
  units_available: number;
  delivery_time: number;
  /** The supplier's days plus the carrier's. */
  delivery_estimate_days: number;
  warranty: number;
  is_warranty_in_months: boolean;
  warranty_text: string;
  light_type: string | null;
  lamp_type: string | null;
  origin: string | null;
  product_content: string | null;
  size: string | null;
  unit_of_measure: string | null;
  yield_m2: number | null;
  /** Metres, thickness in centimetres, weight in kg. */
  dimensions: {
    length: number | null;
    width: number | null;
    depth: number | null;
    height: number | null;
    diameter: number | null;
    thickness: number | null;
    weight: number | null;
  };
  /** Centimetres and kg. */
  packaging: {
    packing_presentation: string;
    length: number | null;
    width: number | null;
    height: number | null;
    weight: number | null;
  };
  principal_image: ProductImage | null;
  ambient_images: ProductImage[];
  technical_sheet: { id: number; url: string; name: string | null } | null;
  is_favorite: boolean;
}

export function productQueryKey(productId: number) {
  return ['storefront', 'product', productId] as const;
}

function getProduct(productId: number): Promise<ProductDetailData> {
  return apiRequest<ProductDetailData>(`/v2/products/${productId}`);
}

/** `null` (a slug without an id) never asks the API. */
export function useProduct(productId: number | null) {
  return useQuery({
    queryKey: productQueryKey(productId ?? 0),
    queryFn: () => getProduct(productId ?? 0),
    enabled: productId !== null,
  });
}
