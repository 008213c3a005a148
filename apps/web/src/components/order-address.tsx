import type { OrderAddress } from '@hogarte/shared/contracts/orders';
import { InfoList } from './info-list';

/** Who receives an order and where (part 2 §3 Order address). */
export function OrderAddressList({ address }: { address: OrderAddress }) {
  return (
    <InfoList
      items={[
        { label: 'Recibe', value: `${address.name} ${address.lastname}`.trim() },
        { label: 'Dirección', value: address.address },
        { label: 'Ciudad', value: address.city },
        { label: 'Celular', value: address.phone },
      ]}
    />
  );
}
