import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_CATEGORIES, TIMELINE, type AudioTrack } from '@lienzo/core';
import { api } from '../../api/client';
import { Icon } from '../../icons/Icon';
import { useEngine } from '../../toolbars/shared/useEngine';
import { DrawerPanel } from '../DrawerPanel';
import { MyAudio } from './MyAudio';
import './AudioDrawer.css';
import { siteUrl } from '../../site/siteUrl';
import { ReasonButton } from '../../components/reason/ReasonButton';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: AudioTrack[] };

/**
 * Audio drawer (SPEC §2 /audios): the tracks with a category filter; play and pause through one audio element
 * at volume 1 (starting a track stops the previous one); selecting a track sets the design's timeline audio.
 * Above them, the user's own mp3 files ("My audio").
 */
export function AudioDrawer() {
  const { t } = useTranslation();
  const engine = useEngine();
  const player = useRef<HTMLAudioElement>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [category, setCategory] = useState('');
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .audios()
      .then(({ items }) => live && setLoad({ state: 'ready', items }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const audio = player.current;
    if (!audio) return;
    audio.volume = TIMELINE.drawerAudioVolume;
    // Switching tracks pauses too, but the new one is playing by the time the event arrives.
    const stopped = () => {
      if (audio.paused) setPlaying(null);
    };
    audio.addEventListener('pause', stopped);
    audio.addEventListener('ended', stopped);
    return () => {
      audio.removeEventListener('pause', stopped);
      audio.removeEventListener('ended', stopped);
      audio.pause();
    };
  }, []);

  const toggle = (track: AudioTrack) => {
    const audio = player.current;
    if (!audio) return;
    if (playing === track.src) {
      audio.pause();
      return;
    }
    audio.pause();
    audio.src = siteUrl(track.src);
    audio.volume = TIMELINE.drawerAudioVolume;
    setPlaying(track.src);
    audio.play().catch((error: unknown) => {
      // A file the browser cannot decode: logged (SPEC §8), the button goes back to Play.
      console.warn('Could not play the track', error);
      setPlaying(null);
    });
  };

  const selected = engine?.getTimelineAudio() ?? null;
  const items = load.state === 'ready' ? load.items : [];
  const shown = category ? items.filter((track) => track.category === category) : items;

  return (
    <DrawerPanel title={t('audio.heading')} intro={t('audio.intro')}>
      <audio ref={player} className="audio-drawer__player" preload="none" aria-hidden="true" />
      <div className="audio-drawer__bar">
        <label className="audio-drawer__filter">
          <span>{t('audio.category')}</span>
          <select value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{t('audio.all_categories')}</option>
            {AUDIO_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {t(`audio.categories.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {selected && (
          <button
            type="button"
            className="audio-drawer__remove"
            onClick={() => engine?.execute('set-timeline-audio', { audio: null })}
          >
            {t('audio.remove')}
          </button>
        )}
      </div>
      <MyAudio
        selectedSrc={selected?.src ?? null}
        onUse={(audio) => engine?.execute('set-timeline-audio', { audio })}
        onDeleted={(src) => {
          if (engine?.getTimelineAudio()?.src === src) engine.execute('set-timeline-audio', { audio: null });
        }}
      />
      {load.state === 'loading' && <p className="audio-drawer__status">{t('audio.loading')}</p>}
      {load.state === 'failed' && (
        <p className="audio-drawer__status" role="alert">
          {t('audio.failed')}
        </p>
      )}
      {load.state === 'ready' && shown.length === 0 && (
        <p className="audio-drawer__status">{t('audio.empty')}</p>
      )}
      <ul className="audio-drawer__list" aria-label={t('audio.list')}>
        {shown.map((track) => {
          const isPlaying = playing === track.src;
          const isSelected = selected?.src === track.src;
          return (
            <li
              key={track.src}
              className={`audio-track ${isSelected ? 'audio-track--selected' : ''}`}
              aria-current={isSelected ? 'true' : undefined}
            >
              <button
                type="button"
                className="audio-track__play"
                aria-label={t(isPlaying ? 'audio.pause' : 'audio.play', { name: track.name })}
                onClick={() => toggle(track)}
              >
                <Icon name={isPlaying ? 'pause' : 'play'} size={18} />
              </button>
              <span className="audio-track__text">
                <span className="audio-track__name">{track.name}</span>
                {track.category && (
                  <span className="audio-track__category">{t(`audio.categories.${track.category}`)}</span>
                )}
              </span>
              {isSelected && <span className="audio-track__badge">{t('audio.selected')}</span>}
              <ReasonButton
                className="audio-track__select"
                aria-pressed={isSelected}
                aria-label={t('audio.select', { name: track.name })}
                reason={!engine ? t('reasons.editor_loading') : null}
                onClick={() =>
                  engine?.execute('set-timeline-audio', { audio: { name: track.name, src: track.src } })
                }
              >
                {t('audio.use')}
              </ReasonButton>
            </li>
          );
        })}
      </ul>
    </DrawerPanel>
  );
}
