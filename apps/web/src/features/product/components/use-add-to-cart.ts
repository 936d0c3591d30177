/**
 * Add to Cart and Buy Now for the product page's buy box and sticky bar (shopper spec §2, §5, §8).
 * Asking for more units than are in stock (with those already in the cart) opens the Insufficient
 * Stock modal through `onShortfall` instead of changing the cart; other refusals are toasts.
 */
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCart } from '../../cart';
import type { ProductSummary } from '@shop/domain/catalog/product.responses';

/** Takes the product and what to do when the stock is short; returns `add(quantity)` and `buyNow(quantity)`. */
export function useAddToCart(product: ProductSummary, onShortfall: () => void) {
  const cart = useCart();
  const navigate = useNavigate();
  const stock = product.product_instock ? product.no_of_product_instock : 0;

  /** `warranty`: the extended warranty box's state (sets the line's flag); left out, the line keeps its own. */
  const add = (quantity: number, warranty?: boolean) => {
    if (stock > 0 && cart.quantityOf(product._id) + quantity > stock) return onShortfall();
    const result = cart.add(product, quantity, warranty);
    if (result.ok) toast.success('Added to cart successfully!', { duration: 2000 });
    else toast.error(result.message);
  };

  /** Makes sure the cart holds at least `quantity` units of the product, then goes to checkout. */
  const buyNow = (quantity: number, warranty?: boolean) => {
    if (stock > 0 && quantity > stock) return onShortfall();
    const inCart = cart.quantityOf(product._id);
    if (inCart < quantity) {
      const result =
        inCart === 0 ? cart.add(product, quantity, warranty) : cart.setQuantity(product._id, quantity, stock);
      if (!result.ok) return toast.error(result.message);
    }
    if (warranty !== undefined) cart.setWarranty(product._id, warranty);
    navigate(paths.checkout());
  };

  return { add, buyNow };
}
