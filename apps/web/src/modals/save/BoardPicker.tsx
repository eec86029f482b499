import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS, clipText, type Board } from '@lienzo/core';
import { api } from '../../api/client';
import { notifyError } from '../../notify/notify';
import { ReasonButton } from '../../components/reason/ReasonButton';

const NEW_BOARD = 'new';

interface BoardPickerProps {
  boards: Board[];
  value: number | null;
  onChange(boardId: number | null): void;
  onCreated(board: Board): void;
}

/** 'Select a Folder' (SPEC §2): the user's boards, or a new one made on the spot. */
export function BoardPicker({ boards, value, onChange, onCreated }: BoardPickerProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const trimmed = clipText(name.trim(), TEXT_LIMITS.boardName);
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      onCreated(await api.createBoard(trimmed));
      setCreating(false);
      setName('');
    } catch {
      notifyError(t('save.board_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field">
      <label htmlFor="save-board">{t('save.folder')}</label>
      <select
        id="save-board"
        value={creating ? NEW_BOARD : (value ?? '')}
        onChange={(event) => {
          const selected = event.target.value;
          setCreating(selected === NEW_BOARD);
          if (selected !== NEW_BOARD) onChange(selected ? Number(selected) : null);
        }}
      >
        <option value="">{t('save.no_folder')}</option>
        {boards.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
        <option value={NEW_BOARD}>{t('save.new_folder')}</option>
      </select>
      {creating && (
        <div className="field__inline">
          <label htmlFor="save-board-name" className="visually-hidden">
            {t('save.folder_name')}
          </label>
          <input
            id="save-board-name"
            placeholder={t('save.folder_name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void create();
              }
            }}
          />
          <ReasonButton
            className="button button--outline"
            reason={busy ? t('reasons.wait') : name.trim() ? null : t('reasons.folder_name')}
            onClick={() => void create()}
          >
            {t('save.create_folder')}
          </ReasonButton>
        </div>
      )}
    </div>
  );
}
