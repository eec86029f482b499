import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSize } from '@lienzo/core';
import { api } from '../../api/client';
import { useEngine } from '../../header/useEngine';
import { makeResizedCopies } from '../../resize/makeResizedCopies';
import { useAppStore } from '../../state/appStore';
import { useEditorStore } from '../../state/editorStore';
import { MadeBar } from '../download/MadeBar';
import { ModalFrame } from '../ModalFrame';
import { DesignSizesList } from './DesignSizesList';
import { SizeChoices } from './SizeChoices';
import { layoutChoiceOf } from './sizeChoice';
import './ResizeCopiesModal.css';
import { ReasonButton } from '../../components/reason/ReasonButton';

type Making = { count: number; done: number } | null;

/**
 * Magic resize (issue 23): the saved design's other sizes, each opened from here, and copies made in more sizes,
 * one new design per size in the same board, reflowed by the engine. Copies are made one at a time with a
 * determinate bar and Cancel; the ones finished stay.
 */
export function ResizeCopiesModal() {
  const { t } = useTranslation();
  const engine = useEngine();
  const design = useAppStore((state) => state.design);
  const user = useAppStore((state) => state.user);
  const layout = useEditorStore((state) => state.layout);
  const [sizes, setSizes] = useState<DesignSize[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [making, setMaking] = useState<Making>(null);
  const [status, setStatus] = useState('');
  const job = useRef<AbortController | null>(null);

  const designId = design?.id;
  useEffect(() => {
    if (designId === undefined) return;
    let live = true;
    api.designSizes(designId).then(
      ({ items }) => live && setSizes(items),
      () => live && setStatus(t('resize_copies.sizes_failed')),
    );
    return () => {
      live = false;
      job.current?.abort();
    };
  }, [designId, t]);

  if (!design || !layout) return null;

  const make = async () => {
    if (!engine || chosen.length === 0) return;
    const controller = new AbortController();
    job.current = controller;
    setStatus('');
    setMaking({ count: chosen.length, done: 0 });
    let made = 0;
    try {
      await makeResizedCopies(engine, chosen.map(layoutChoiceOf), {
        original: design,
        user,
        save: (payload) => api.save(payload),
        savePageImage: (designId, position, image) => api.savePageImage(designId, position, image),
        signal: controller.signal,
        onProgress: (done) => {
          made = done;
          setMaking({ count: chosen.length, done });
        },
      });
      setChosen([]);
      setStatus(t('resize_copies.made', { count: made }));
    } catch (error) {
      if (!controller.signal.aborted) console.error('Making resized copies failed', error);
      setStatus(
        controller.signal.aborted
          ? t('resize_copies.cancelled', { count: made })
          : t('resize_copies.failed', { count: made }),
      );
    } finally {
      if (made > 0) useAppStore.getState().galleryChanged();
      job.current = null;
      setMaking(null);
      // The list shows what is stored, whether every copy was made or not.
      const listed = await api.designSizes(design.id).catch(() => null);
      if (listed) setSizes(listed.items);
    }
  };

  // The copy under way; once the last is stored, still the last until the bar goes.
  const makingText = making
    ? t('resize_copies.making', { done: Math.min(making.done + 1, making.count), count: making.count })
    : '';

  return (
    <ModalFrame
      title={t('resize_copies.title')}
      description={t('resize_copies.intro')}
      className="resize-copies"
    >
      <DesignSizesList sizes={sizes} currentId={design.id} />
      <section className="modal-section" aria-labelledby="resize-copies-choose">
        <h3 id="resize-copies-choose" className="modal-section__heading">
          {t('resize_copies.choose')}
        </h3>
        <SizeChoices value={chosen} currentKey={layout.key} onChange={setChosen} disabled={making !== null} />
      </section>
      <div className="resize-copies__actions">
        <p className="resize-copies__status" role="status">
          {status}
        </p>
        {making ? (
          <div className="resize-copies__making">
            <MadeBar label={makingText} done={making.done / making.count} />
            <span>{makingText}</span>
            <button type="button" className="button button--outline" onClick={() => job.current?.abort()}>
              {t('resize_copies.cancel')}
            </button>
          </div>
        ) : (
          <div className="form__actions">
            <ReasonButton
              className="button button--primary"
              reason={
                !engine ? t('reasons.editor_loading') : chosen.length === 0 ? t('reasons.choose_size') : null
              }
              onClick={() => void make()}
            >
              {t('resize_copies.make', { count: chosen.length })}
            </ReasonButton>
          </div>
        )}
      </div>
    </ModalFrame>
  );
}
