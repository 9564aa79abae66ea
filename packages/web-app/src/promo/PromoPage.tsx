/**
 * /promo?code= (000 §2 Promo page): the promo wizard over the page (PromoWizard.tsx). The × and the last
 * step's button leave for the start page (001 §4: "on promocode opened from /promo, go home").
 */
import { useNavigate, useSearchParams } from 'react-router';
import { PromoWizard } from './PromoWizard';

export default function PromoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const home = () => navigate('/');
  return (
    <main className="page promo-page">
      <PromoWizard code={params.get('code') ?? ''} onClose={home} onDone={home} />
    </main>
  );
}
