import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSummary } from '@lienzo/core';
import { api } from '../../api/client';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { notifyError } from '../../notify/notify';

/** The heart on a gallery design: marks it as a favourite, or takes it out of the favourites. */
export function FavoriteButton({
  design,
  onChange,
}: {
  design: DesignSummary;
  onChange?: (favorite: boolean) => void;
}) {
  const { t } = useTranslation();
  const [favorite, setFavorite] = useState(design.favorite ?? false);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const next = !favorite;
    try {
      await api.setFavorite(design.id, next);
      setFavorite(next);
      onChange?.(next);
    } catch (error) {
      notifyError(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`favorite-button ${favorite ? 'favorite-button--on' : ''}`}
      aria-pressed={favorite}
      aria-label={t(favorite ? 'gallery.favorite_remove' : 'gallery.favorite_add', { title: design.title })}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
    </button>
  );
}
