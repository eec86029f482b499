import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoSearch } from './PhotoSearch';
import { UploadsPanel } from './UploadsPanel';
import './Images.css';

/** Picks a picture from the user's uploads or the image search ("Use another image", SPEC §2). */
export function ImageChooser({ onPick }: { onPick: (src: string) => void }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'uploads' | 'search'>('uploads');
  return (
    <div className="image-chooser">
      <div className="tabs" role="group" aria-label={t('images.choose_from')}>
        <button
          type="button"
          className={`tabs__tab ${source === 'uploads' ? 'tabs__tab--active' : ''}`}
          aria-pressed={source === 'uploads'}
          onClick={() => setSource('uploads')}
        >
          {t('images.tab_uploads')}
        </button>
        <button
          type="button"
          className={`tabs__tab ${source === 'search' ? 'tabs__tab--active' : ''}`}
          aria-pressed={source === 'search'}
          onClick={() => setSource('search')}
        >
          {t('images.tab_images')}
        </button>
      </div>
      {source === 'uploads' ? (
        <UploadsPanel pickLabel={t('images.use_this')} onPick={onPick} />
      ) : (
        <PhotoSearch onPick={(item) => onPick(item.url)} />
      )}
    </div>
  );
}
