import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../state/appStore';
import { SignedOutPrompt } from './SignedOutPrompt';
import { useBoards } from './useBoards';

/** /gallery/following: the user's boards; each opens its designs. */
export function GalleryFollowing() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const { boards, loaded } = useBoards(user !== null);

  if (!user) return <SignedOutPrompt />;
  if (!loaded) {
    return (
      <p className="gallery__loading" role="status">
        {t('gallery.loading')}
      </p>
    );
  }
  if (boards.length === 0) return <p className="empty-state">{t('gallery.boards_empty')}</p>;
  return (
    <section aria-labelledby="boards-title">
      <h3 id="boards-title" className="layout-group__title">
        {t('gallery.boards_intro')}
      </h3>
      <ul className="board-list">
        {boards.map((board) => (
          <li key={board.id}>
            <Link
              className="board-list__item"
              to={`/gallery/designs?board=${board.id}`}
              aria-label={t('gallery.open_board', { name: board.name })}
            >
              <span aria-hidden="true">{board.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
