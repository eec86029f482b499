import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deriveTitle, documentTextContent, type Board } from '@lienzo/core';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { api } from '../../api/client';
import { currentEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { saveDesign } from '../../save/saveFlow';
import { ModalFrame } from '../ModalFrame';
import { BoardPicker } from './BoardPicker';

/** The title SPEC §5 suggests: the design's words, else "name (w x h)". */
function suggestedTitle(): string {
  const document = currentEngine()?.toDocument();
  return document ? deriveTitle(documentTextContent(document), document.layout) : '';
}

/** Save modal (SPEC §2): a title and a folder, then "Save design". */
export function SaveModal() {
  const { t } = useTranslation();
  const [title, setTitle] = useState(suggestedTitle);
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
    void saveDesign({ title: title.trim() || suggestedTitle(), boardId });
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
