import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe } from './content-rules';

/** 001 §5: descriptions over 400 characters collapse (more / less); with paragraphs the page trims at 600. */
export function Description({ text }: { text: string | null | undefined }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const view = describe(text, expanded);
  if (!view.text) return null;
  return (
    <div className="description">
      <p className="description__text">{view.text}</p>
      {view.collapsible && (
        <button type="button" className="button button--link" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('less') : t('more')}
        </button>
      )}
    </div>
  );
}
