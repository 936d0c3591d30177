/**
 * The Insufficient Stock modal (shopper spec §2): shown when a shopper asks for more units than
 * are in stock, from the bulk drawer or the product page's Add to Cart and Buy Now. Says how many
 * units are available; Got it closes it, Browse Products goes to the listing (/product).
 */
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';

interface InsufficientStockModalProps {
  productName: string;
  /** Units in stock now. */
  available: number;
  /** Units of it already in the cart, when they count against the stock (a regular Add to Cart). */
  inCart?: number;
  onClose: () => void;
}

/** Takes the product's name, the units in stock and those in the cart; `onClose` for Got it, Esc and the backdrop. */
export function InsufficientStockModal({ productName, available, inCart = 0, onClose }: InsufficientStockModalProps) {
  return (
    <Modal
      title="Insufficient Stock"
      onClose={onClose}
      footer={
        <>
          <Link to={paths.products()} className={buttonClasses('secondary')}>
            Browse Products
          </Link>
          <Button onClick={onClose} data-autofocus>
            Got it
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Only {available} {available === 1 ? 'unit' : 'units'} of{' '}
        <span className="font-medium text-slate-900">{productName}</span> {available === 1 ? 'is' : 'are'} available
        right now
        {inCart > 0 ? `, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart.` : '.'}
      </p>
      <p className="mt-2 text-sm text-slate-500">Please choose a smaller quantity, or browse similar products.</p>
    </Modal>
  );
}
