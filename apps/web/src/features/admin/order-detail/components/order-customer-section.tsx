/**
 * The order's customer, contact and delivery address with its pincode's courier centres (admin
 * spec §3 Order: dispatch, origin and return centre), and the expected delivery date.
 */
import { isErasedEmail } from '@shop/domain/privacy/erasure.rules';
import type { OrderDetail } from '../api/get-order-detail';
import { formatDate } from '../../../../lib/format';
import { DetailSection, Fact } from './detail-section';

export function OrderCustomerSection({ order }: { order: OrderDetail['order'] }) {
  return (
    <DetailSection title="Customer and delivery">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Customer">{order.name}</Fact>
        <Fact label="Contact">
          {isErasedEmail(order.email) ? (
            'Erased at the customer’s request'
          ) : (
            <>
              <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${order.email}`}>
                {order.email}
              </a>
              <br />
              <a className="text-brand-700 underline-offset-2 hover:underline" href={`tel:${order.phone}`}>
                {order.phone}
              </a>
            </>
          )}
        </Fact>
        <Fact label="Delivery address">
          {order.companyName && (
            <>
              {order.companyName}
              <br />
            </>
          )}
          {order.shippingAddress}
          <br />
          {order.city}, {order.state} {order.pincode}
        </Fact>
        <Fact label="GSTIN">{order.gstNumber}</Fact>
        <Fact label="Dispatch centre">{order.dispatchCenter}</Fact>
        <Fact label="Origin centre">{order.originCenter}</Fact>
        <Fact label="Return centre">{order.returnCenter}</Fact>
        <Fact label="Expected delivery">{order.expectedDelivery ? formatDate(order.expectedDelivery) : 'TBD'}</Fact>
      </dl>
    </DetailSection>
  );
}
