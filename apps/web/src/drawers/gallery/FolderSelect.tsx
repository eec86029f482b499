import { useTranslation } from 'react-i18next';
import { useBoards } from './useBoards';

/** The gallery's 'Select a Folder' (SPEC §2): all designs, or one board's. */
export function FolderSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange(boardId: number | null): void;
}) {
  const { t } = useTranslation();
  const { boards } = useBoards(true);
  return (
    <div className="field field--compact">
      <label htmlFor="gallery-folder">{t('gallery.folder')}</label>
      <select
        id="gallery-folder"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('gallery.all_folders')}</option>
        {boards.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
      </select>
    </div>
  );
}
