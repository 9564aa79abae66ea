/**
 * 001 §2 /open_mobile_app "renders nothing": it moves a phone to the app at once (the §4 plan); on a
 * computer, or for a viewer who chose the browser (skipApp), it goes to the store page or home instead.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { platformOf, readSkipApp } from './app-redirect';
import { useOpenApp } from './useOpenApp';

export default function OpenMobileApp() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const openApp = useOpenApp();
  useEffect(() => {
    const raw = search.get('path') ?? '/';
    const path = raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
    if (readSkipApp(typeof localStorage === 'undefined' ? null : localStorage)) {
      navigate(path, { replace: true });
    } else if (platformOf(navigator.userAgent) === 'other') {
      navigate(`/app_store?path=${encodeURIComponent(path)}`, { replace: true });
    } else {
      openApp(path);
    }
  }, [navigate, openApp, search]);
  return null;
}
