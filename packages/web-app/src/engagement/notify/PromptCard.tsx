/**
 * The frame every notification prompt shares: a labelled region at the bottom of the screen with a
 * close button, fading in and out by the §4 lifecycle (300 ms hide). Keyboard: the close button and
 * the prompt's own controls are ordinary buttons and fields.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhase } from './usePhase';

export function PromptCard(props: {
  kind: string;
  title: string;
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const { life, close } = usePhase(props.onClosed);
  return (
    <section
      className={`prompt prompt--${life.phase}`}
      aria-label={props.title}
      data-testid={`prompt-${props.kind}`}
    >
      <div className="prompt__head">
        <h2 className="prompt__title">{props.title}</h2>
        <button type="button" className="icon-button" aria-label={t('prompt_close')} onClick={() => close()}>
          ×
        </button>
      </div>
      {props.children(() => close())}
    </section>
  );
}
