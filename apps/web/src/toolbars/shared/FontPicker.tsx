import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_CATEGORIES, FREE_FONTS, isFontFileName, type FontEntry, type UploadedFont } from '@lienzo/core';
import type { CharacterStyle } from '@lienzo/editor';
import { api } from '../../api/client';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { loadFont, registerUploadedFont } from '../../fonts/fonts';
import { useAppStore } from '../../state/appStore';
import { FontOption } from './FontOption';
import './FontPicker.css';
import { ReasonButton } from '../../components/reason/ReasonButton';

interface Current {
  fontFamily: string;
  fontWeight: string | number;
}

/** The catalogue entry a text shows: its family at the entry's weight, or the family's plain entry. */
function isActive(entry: FontEntry, current: Current): boolean {
  if (entry.name !== current.fontFamily) return false;
  const weighted = FREE_FONTS.filter((font) => font.name === entry.name && font.weight !== undefined);
  if (entry.weight !== undefined) return String(entry.weight) === String(current.fontWeight);
  return !weighted.some((font) => String(font.weight) === String(current.fontWeight));
}

/** The style a catalogue entry applies: its family, and its weight when it has one. */
export function entryStyle(entry: FontEntry, current: Current): CharacterStyle {
  if (entry.weight !== undefined) return { fontFamily: entry.name, fontWeight: entry.weight };
  // Leaving a weighted entry (Open Sans 600) for the plain family goes back to the editor's bold.
  const fromWeighted = FREE_FONTS.some(
    (font) => font.weight !== undefined && String(font.weight) === String(current.fontWeight),
  );
  return fromWeighted ? { fontFamily: entry.name, fontWeight: 'bold' } : { fontFamily: entry.name };
}

/** Up and down arrows move between the fonts, as in a list. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.font-picker__option')];
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const next = options[(at + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length];
  next?.focus();
}

/**
 * SPEC §2 font picker: the free fonts by category, then "Your fonts" (uploaded), each name drawn in its own
 * face; picking one applies it to the selected text once the face has loaded. Also the text toolbar's
 * "upload your fonts".
 */
export function FontPicker({
  current,
  onPick,
}: {
  current: Current;
  /** Applies a style to the selection (the engine waits for the face). */
  onPick: (style: CharacterStyle) => Promise<void>;
}) {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const uploaded = user?.fonts ?? [];
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);

  const pick = (style: CharacterStyle) => {
    setError('');
    onPick(style).catch(() => setError(t('fonts.load_failed')));
  };

  const upload = async (file: File) => {
    setError('');
    if (!isFontFileName(file.name)) {
      setError(t('fonts.only_ttf'));
      return;
    }
    setUploading(true);
    let font: UploadedFont;
    try {
      font = await api.uploadFont(file);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      setUploading(false);
      return;
    }
    registerUploadedFont(font);
    const state = useAppStore.getState();
    if (state.user && !state.user.fonts.some((known) => known.hash === font.hash))
      state.setUser({ ...state.user, fonts: [...state.user.fonts, font] });
    try {
      await loadFont(font.name);
      await onPick({ fontFamily: font.name });
    } catch {
      setError(t('fonts.load_failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="font-picker" onKeyDown={moveFocus}>
      <div className="font-picker__catalogue" role="group" aria-label={t('fonts.free_fonts')}>
        <p className="font-picker__heading" aria-hidden="true">
          {t('fonts.free_fonts')}
        </p>
        {FONT_CATEGORIES.map((category) => (
          <div
            key={category}
            className="font-picker__group"
            role="group"
            aria-label={t(`fonts.categories.${category}`)}
          >
            <p className="font-picker__subheading" aria-hidden="true">
              {t(`fonts.categories.${category}`)}
            </p>
            {FREE_FONTS.filter((entry) => entry.category === category).map((entry) => (
              <FontOption
                key={`${entry.name}-${entry.weight ?? ''}`}
                family={entry.name}
                weight={entry.weight}
                pressed={isActive(entry, current)}
                onPick={() => pick(entryStyle(entry, current))}
              >
                {entry.weight
                  ? t('fonts.with_weight', { name: entry.name, weight: t(`fonts.weight_${entry.weight}`) })
                  : entry.name}
              </FontOption>
            ))}
          </div>
        ))}
      </div>
      <div className="font-picker__group" role="group" aria-label={t('fonts.your_fonts')}>
        <p className="font-picker__heading" aria-hidden="true">
          {t('fonts.your_fonts')}
        </p>
        {uploaded.length === 0 && <p className="font-picker__empty">{t('fonts.none_uploaded')}</p>}
        {uploaded.map((font) => (
          <FontOption
            key={font.hash}
            family={font.name}
            pressed={font.name === current.fontFamily}
            onPick={() => {
              registerUploadedFont(font);
              pick({ fontFamily: font.name });
            }}
          >
            {font.name}
          </FontOption>
        ))}
      </div>
      {user ? (
        <>
          <ReasonButton
            className="font-picker__upload"
            reason={uploading ? t('reasons.wait') : null}
            onClick={() => input.current?.click()}
          >
            {uploading ? t('fonts.uploading') : t('fonts.upload')}
          </ReasonButton>
          <input
            ref={input}
            type="file"
            accept=".ttf,font/ttf"
            // Opened by the button above; hidden from the page and its accessibility tree.
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </>
      ) : (
        <p className="font-picker__empty">{t('fonts.sign_in_to_upload')}</p>
      )}
      {error && (
        <p className="font-picker__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
