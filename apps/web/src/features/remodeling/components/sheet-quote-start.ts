import { useNavigate } from 'react-router';
import { saveQuotePurchase, type QuotePurchase } from '../../../lib/quote-purchase';

/** The designer's catalogue each kind of purchase quotes from (part 1 §2 Designer area). */
const CATALOGUE_PATHS: Record<QuotePurchase['kind'], string> = {
  remodeling: '/disenador/productos',
  presential: '/disenador/asesoria/productos',
};

interface QuotedClient {
  first_name: string;
  last_name: string;
  phone: string | null;
}

/**
 * 'Crear cotización': the purchase (a sheet or a consultancy, with its client) goes to the
 * catalogue in the router's state and is kept in the tab, so the builder knows what it quotes for.
 */
export function useStartQuote() {
  const navigate = useNavigate();
  return (kind: QuotePurchase['kind'], hashid: string, client: QuotedClient) => {
    const quotePurchase: QuotePurchase = {
      hashid,
      kind,
      client_name: `${client.first_name} ${client.last_name}`.trim(),
      client_phone: client.phone,
    };
    saveQuotePurchase(quotePurchase);
    void navigate(CATALOGUE_PATHS[kind], { state: { quotePurchase } });
  };
}
