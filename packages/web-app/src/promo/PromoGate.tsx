/**
 * 001 §2 Routes: "/promo, /promo/{id}, /gift, /promocode and /promocode_wizard exist only when promo codes
 * are enabled". Where the operator turned them off (accounts/account-menu-rules.ts), such a path is an
 * unknown one and shows the home view, as the catch-all does.
 */
import type { ReactNode } from 'react';
import { promoCodesEnabled } from '../accounts/account-menu-rules';
import { StartPage } from '../catalogue/RowsetPage';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';

export function PromoGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'starting') return <Spinner />;
  return promoCodesEnabled(session.network) ? children : <StartPage />;
}
