import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMention } from '@lienzo/core';
import { api } from '../../api/client';
import { StickerTextField } from '../instagram/controls';
import { useDebouncedLookup } from './useDebouncedLookup';
import './StickerSearch.css';

/**
 * The ig-mention toolbar's field (SPEC §2, §5): letters, digits, underscore and dot, the @ stripped. The
 * button shows what is typed at once (`onType`), but the mention is kept only once its account is confirmed
 * to exist through checkInstagramAccount, asked when typing pauses for 500 ms (`onConfirm`). An account that
 * does not exist, or a check that failed, says "Instagram user not found. Try again." and keeps no mention.
 * Closed before the pause is over (the sub-section or the toolbar), it checks what was typed at once.
 */
export function MentionField({
  initial,
  onType,
  onConfirm,
}: {
  initial: string;
  onType: (username: string, confirmed: boolean) => void;
  onConfirm: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initial);
  const [confirmed, setConfirmed] = useState(initial);
  const query = username !== confirmed ? username : '';
  const check = useDebouncedLookup(
    query,
    async (wanted) => (await api.checkInstagramAccount(wanted)).exists,
    (wanted, exists) => {
      if (!exists) return;
      setConfirmed(wanted);
      onConfirm(wanted);
    },
  );
  const latest = useRef({ username, confirmed, onConfirm });
  useEffect(() => {
    Object.assign(latest.current, { username, confirmed, onConfirm });
  });
  useEffect(() => {
    const last = latest.current;
    return () => {
      if (last.username === '' || last.username === last.confirmed) return;
      const unchecked = last.username;
      api.checkInstagramAccount(unchecked).then(
        ({ exists }) => {
          if (exists) last.onConfirm(unchecked);
        },
        // Nobody is left to tell: the mention stays empty, as for an account that does not exist.
        () => undefined,
      );
    };
  }, []);

  const missing = (check.status === 'done' && !check.result) || check.status === 'failed';
  return (
    <>
      <StickerTextField
        label={t('instagram.prompts.mention')}
        initial={initial}
        placeholder={t('instagram.placeholders.mention')}
        maxLength={31}
        clean={normalizeMention}
        onChange={(typed) => {
          setUsername(typed);
          onType(typed, typed === confirmed);
        }}
      />
      {check.status === 'pending' && (
        <p role="status" className="sticker-search__message">
          {t('instagram.mention_check.checking')}
        </p>
      )}
      {missing && (
        <p role="alert" className="sticker-search__message">
          {t('instagram.mention_check.not_found')}
        </p>
      )}
    </>
  );
}
