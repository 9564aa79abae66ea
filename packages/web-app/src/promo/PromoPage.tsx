/**
 * /promo?code=, /promo/{code}, /promocode and /promocode_wizard (000 §2 Promo page, 001 §2 Routes): the
 * promo wizard over the page (PromoWizard.tsx). The × and the last step's button leave for the start page
 * (001 §4: "on promocode opened from /promo, go home").
 */
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PromoWizard } from './PromoWizard';

export default function PromoPage() {
  const [params] = useSearchParams();
  const { code } = useParams();
  const navigate = useNavigate();
  const home = () => navigate('/');
  return (
    <main className="page promo-page">
      <PromoWizard code={params.get('code') ?? code ?? ''} onClose={home} onDone={home} />
    </main>
  );
}
