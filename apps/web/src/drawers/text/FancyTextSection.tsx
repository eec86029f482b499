import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONTS, FTEXT_SHAPE_TYPES, shapesByType, type FtextShapeType } from '@lienzo/core';
import { whenEngine } from '../../engine/engineRegistry';
import { loadFont } from '../../fonts/fonts';

const PREVIEW = { width: 64, height: 40 };

/** Adds fancy text on a shape once its face (Fredoka One, SPEC §9) has loaded, so it is measured in it. */
async function addFancyText(text: string, shapeId: string) {
  const engine = await whenEngine();
  await loadFont(FONTS.fancyText.fontFamily).catch((error: unknown) => console.warn(error));
  engine.execute('add-fancy-text', { text, shapeId });
}

/**
 * The fancy-text catalogue of /texts: every shape as a preview, filtered by type (all by default); a click
 * adds fancy text on that shape with the defaults of SPEC §9.
 */
export function FancyTextSection() {
  const { t } = useTranslation();
  const [type, setType] = useState<FtextShapeType | null>(null);
  const filters: { value: FtextShapeType | null; label: string }[] = [
    { value: null, label: t('texts.fancy.all') },
    ...FTEXT_SHAPE_TYPES.map((value) => ({ value, label: t(`toolbars.fancy_text.types.${value}`) })),
  ];
  return (
    <section className="fancy-texts" aria-labelledby="fancy-texts-heading">
      <h3 id="fancy-texts-heading" className="text-presets__heading">
        {t('texts.fancy.heading')}
      </h3>
      <div className="fancy-texts__filters" role="group" aria-label={t('texts.fancy.filter')}>
        {filters.map(({ value, label }) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="fancy-texts__filter"
            aria-pressed={type === value}
            onClick={() => setType(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <ul className="fancy-texts__grid" aria-label={t('texts.fancy.shapes')}>
        {shapesByType(type).map((shape) => {
          const name = t(`toolbars.fancy_text.shape_names.${shape.id}`, { defaultValue: shape.name });
          return (
            <li key={shape.id}>
              <button
                type="button"
                className="fancy-texts__shape"
                aria-label={t('texts.fancy.add', { name })}
                title={name}
                onClick={() => void addFancyText(t('texts.fancy.default_text'), shape.id)}
              >
                <svg
                  width={PREVIEW.width}
                  height={PREVIEW.height}
                  viewBox={`0 0 ${PREVIEW.width} ${PREVIEW.height}`}
                  aria-hidden="true"
                >
                  <path d={shape.pathFor(PREVIEW.width, PREVIEW.height)} fill="currentColor" />
                </svg>
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
