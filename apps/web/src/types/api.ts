/** Shapes of the server's API objects (api contract; storefront spec §3, shopper spec §3). Money in rupees. */
import type { OrderStatus, PaymentStatus } from '@shop/domain/orders/order-status';

export type StockStatus = 'In Stock' | 'Low Stock' | 'Out of Stock';

/** A product card as POST /product/list returns it. */
export interface ProductSummary {
  _id: string;
  SKU: string;
  product_name: string;
  category_name: string;
  category: string;
  sub_category_name: string;
  brand: string;
  brand_name: string;
  product_image_main: string;
  product_image_sub: string[];
  non_discounted_price: number;
  discounted_single_product_price: number;
  discounted_price_with_gst: number;
  discount: number;
  review_stars: number;
  no_of_reviews: number;
  product_instock: boolean;
  no_of_product_instock: number;
  stock_status: StockStatus;
  featured: boolean;
  deliveryType: string;
  created_at: string;
  updated_at: string;
}

export interface ProductSpecTable {
  title: string;
  data: { key: string; value: string }[];
}

/** The product page's data: GET /product/:id. */
export interface ProductDetail extends ProductSummary {
  hsn_code: string;
  gst_rate: number;
  product_overview: string[];
  product_description: string;
  product_specification: ProductSpecTable[];
  product_tags: string[];
  product_dimension_length_breadth: string;
  product_dimension_height: number;
  product_dimension_weight: number;
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
  subtitle: string;
  product_count: number;
  subcategories: { _id: string; name: string; slug: string }[];
}

export interface Brand {
  _id: string;
  name: string;
  slug: string;
}

export interface User {
  _id: string;
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string[];
  companyName: string;
  gstNumber: string;
  role: 'Customer';
}

export interface PincodeInfo {
  pincode: string;
  office: string;
  district: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  serviceable: boolean;
  deliveryTime: string;
}

export interface OrderLine {
  _id: string;
  product_id: string;
  product_name: string;
  product_sku: string;
  product_hsn_code: string;
  product_img_url: string;
  quantity: number;
  product_price: number;
  original_price: number;
  product_discount: number;
  product_tax_rate: number;
  taxable_value: number;
  gst_amount: number;
  line_total: number;
}

export interface Order {
  _id: string;
  user_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  name: string;
  email: string;
  phone: string;
  shippingAddress: string;
  pincode: string;
  city: string;
  state: string;
  products: OrderLine[];
  mrpTotal: number;
  discountTotal: number;
  subtotal: number;
  gstAmount: number;
  cgst: number;
  sgst: number;
  igst: number;
  shippingCost: number;
  totalPrice: number;
  expectedDelivery: string | null;
  waybill: string | null;
  trackingUrl: string | null;
  created_at: string;
  updated_at: string;
}
