import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACES_QUERY_MAX_LENGTH } from '@lienzo/core';
import { api } from '../../api/client';
import { useAppStore } from '../../state/appStore';
import { useDebouncedLookup } from './useDebouncedLookup';
import './StickerSearch.css';

/** Moves the focus among the results with the arrow keys; Escape (or Up from the first) goes back to the field. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, field: HTMLInputElement | null): void {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === 'ArrowDown') buttons[Math.min(at + 1, buttons.length - 1)]?.focus();
  else if (event.key === 'ArrowUp') (at <= 0 ? field : buttons[at - 1])?.focus();
  else if (event.key === 'Escape') field?.focus();
  else return;
  event.preventDefault();
}

/**
 * The ig-location toolbar's search (SPEC §2, §5): what is typed is searched once typing pauses for 500 ms,
 * never when blank; the places found are buttons (arrow keys move among them) and picking one hands its name
 * to `onPick`. Says "No results founds." when nothing matched, and that the search failed when it did.
 * Emptying the field calls `onClear`.
 */
export function LocationSearch({
  initial,
  onPick,
  onClear,
}: {
  initial: string;
  onPick: (name: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [picked, setPicked] = useState(initial);
  const trimmed = text.trim();
  // The picked place's own name is not searched again.
  const query = trimmed !== '' && text !== picked ? trimmed : '';
  const locale = useAppStore((state) => state.lang);
  const search = useDebouncedLookup(query, (wanted) => api.searchLocations({ query: wanted, locale }));

  const pick = (name: string) => {
    setText(name);
    setPicked(name);
    onPick(name);
    field.current?.focus();
  };

  const results = () => {
    switch (search.status) {
      case 'idle':
        return null;
      case 'pending':
        return (
          <p role="status" className="sticker-search__message">
            {t('instagram.location_search.searching')}
          </p>
        );
      case 'failed':
        return (
          <p role="alert" className="sticker-search__message">
            {t('instagram.location_search.failed')}
          </p>
        );
      case 'done':
        if (search.result.length === 0)
          return (
            <p role="status" className="sticker-search__message">
              {t('instagram.location_search.no_results')}
            </p>
          );
        return (
          <ul
            className="location-search__results"
            aria-label={t('instagram.location_search.results')}
            onKeyDown={(event) => moveFocus(event, field.current)}
          >
            {search.result.map((place) => (
              <li key={place.name}>
                <button type="button" onClick={() => pick(place.name)}>
                  {place.name}
                </button>
              </li>
            ))}
          </ul>
        );
    }
  };

  return (
    <div className="location-search">
      <div className="toolbar-field">
        <label htmlFor={id}>{t('instagram.prompts.location')}</label>
        <input
          ref={field}
          id={id}
          type="search"
          value={text}
          maxLength={PLACES_QUERY_MAX_LENGTH}
          placeholder={t('instagram.placeholders.location')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') onClear();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            const first = event.currentTarget.closest('.location-search')?.querySelector('ul button');
            if (first instanceof HTMLButtonElement) {
              event.preventDefault();
              first.focus();
            }
          }}
        />
      </div>
      {results()}
    </div>
  );
}
