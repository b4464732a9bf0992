import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isMoid } from '../../../../../../modules/points/utils/payment-order';

// Above any loading boundary, so a value that cannot be an order number answers HTTP 404. Whether
// a well-formed one is the member's own order is known only to the browser, which asks with its
// token (OrderReceiptPage).
export default async function OrderReceiptLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ moid: string }>;
}) {
  const { moid } = await params;
  if (!isMoid(moid)) notFound();
  return children;
}
