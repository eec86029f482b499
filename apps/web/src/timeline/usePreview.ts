import { useCallback, useEffect, useRef, useState } from 'react';
import type { Engine, PreviewPlayer } from '@lienzo/editor';

export interface Preview {
  playing: boolean;
  /** The second the preview has reached (0 when stopped). */
  second: number;
  play(): void;
  stop(): void;
}

/**
 * The design's preview on the canvas (SPEC §4): one PreviewPlayer per engine, cancelled when the panel
 * goes. Its track is placed in `audioHost` while it plays, so that it belongs to the page like any other
 * player and can be named.
 */
export function usePreview(engine: Engine, audioHost: HTMLElement | null, audioLabel: string): Preview {
  const [playing, setPlaying] = useState(false);
  const [second, setSecond] = useState(0);
  const playerRef = useRef<PreviewPlayer | null>(null);
  const trackRef = useRef<HTMLAudioElement | null>(null);

  const dropTrack = useCallback(() => {
    trackRef.current?.remove();
    trackRef.current = null;
  }, []);

  useEffect(() => {
    const player = engine.createPreview({
      onTick: setSecond,
      onEnd: () => {
        dropTrack();
        setPlaying(false);
        setSecond(0);
      },
    });
    playerRef.current = player;
    return () => {
      player.cancel();
      dropTrack();
      playerRef.current = null;
      setPlaying(false);
      setSecond(0);
    };
  }, [engine, dropTrack]);

  const play = useCallback(() => {
    const player = playerRef.current;
    if (!player?.start()) return;
    setPlaying(true);
    const track = player.audio;
    if (track && audioHost) {
      track.setAttribute('aria-label', audioLabel);
      audioHost.append(track);
      trackRef.current = track;
    }
  }, [audioHost, audioLabel]);

  const stop = useCallback(() => {
    playerRef.current?.cancel();
    dropTrack();
    setPlaying(false);
    setSecond(0);
  }, [dropTrack]);

  return { playing, second, play, stop };
}
