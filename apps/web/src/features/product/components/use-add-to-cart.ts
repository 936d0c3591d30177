/** Add to Cart for the product page's buy box and sticky bar: adds `quantity` and toasts the outcome. */
import { toast } from '../../../components/ui/toast';
import { useCart } from '../../../lib/cart/cart-context';
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

export function useAddToCart(product: ProductDetail) {
  const cart = useCart();
  return (quantity: number) => {
    const result = cart.add(product, quantity);
    if (result.ok) toast.success('Added to cart successfully!', { duration: 2000 });
    else toast.error(result.message);
  };
}
