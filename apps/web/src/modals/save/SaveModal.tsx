import { useEffect, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { deriveTitle, documentTextContent, type Board } from '@lienzo/core';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { api } from '../../api/client';
import { currentEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { saveDesign } from '../../save/saveFlow';
import { ModalFrame } from '../ModalFrame';
import { BoardPicker } from './BoardPicker';

/**
 * The title SPEC §5 suggests: the design's words, else "name (w x h)", the layout named in the interface's
 * language ('Historia de Instagram (540 x 960)' in Spanish).
 */
function suggestedTitle(t: TFunction): string {
  const document = currentEngine()?.toDocument();
  if (!document) return '';
  const { layout } = document;
  const name = t(`layouts.names.${layout.key}`, { defaultValue: layout.name });
  return deriveTitle(documentTextContent(document), { ...layout, name });
}

/** Save modal (SPEC §2): a title and a folder, then "Save design". */
export function SaveModal() {
  const { t } = useTranslation();
  const [title, setTitle] = useState(() => suggestedTitle(t));
  const [boards, setBoards] = useState<Board[]>([]);
  const [boardId, setBoardId] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    api
      .userBoards()
      .then(({ items }) => active && setBoards(items))
      .catch(
        (error: unknown) => active && notifyError(`${t('save.boards_failed')} ${apiErrorMessage(error, t)}`),
      );
    return () => {
      active = false;
    };
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveDesign({ title: title.trim() || suggestedTitle(t), boardId });
  };

  return (
    <ModalFrame title={t('save.title')} description={t('save.intro')} className="save-modal">
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="save-title">{t('save.title_label')}</label>
          <input
            id="save-title"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <BoardPicker
          boards={boards}
          value={boardId}
          onChange={setBoardId}
          onCreated={(board) => {
            setBoards((current) => [...current, board]);
            setBoardId(board.id);
          }}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('save.submit')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
