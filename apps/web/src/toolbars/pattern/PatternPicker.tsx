import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { attempt } from '../shared/useEngine';
import { PATTERNS, patternSrc } from '@lienzo/core';
import { siteUrl } from '../../site/siteUrl';

/** A grid of the shipped patterns over the canvas colour; a click repeats that tile over the background. */
export function PatternPicker({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const { background, pattern } = engine.getBackground();
  return (
    <div className="pattern-picker" role="group" aria-label={t('background.patterns')}>
      {PATTERNS.map((id) => {
        const src = patternSrc(id);
        return (
          <button
            key={id}
            type="button"
            className="pattern-picker__item"
            aria-label={t(`background.pattern_names.${id}`)}
            title={t(`background.pattern_names.${id}`)}
            aria-pressed={pattern?.src === src}
            style={{ backgroundColor: background.color, backgroundImage: `url("${siteUrl(src)}")` }}
            onClick={() => attempt(() => engine.execute('set-pattern', { src }))}
          />
        );
      })}
    </div>
  );
}
