import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChannelsPreview } from './ChannelsPreview';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChannelsPreview />
  </StrictMode>,
);
