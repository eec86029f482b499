import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unicodeSlug } from '@lienzo/core';
import { track } from '../../analytics/analytics';
import { currentEngine } from '../../engine/engineRegistry';
import { useEditorStore } from '../../state/editorStore';
import { MadeBar } from './MadeBar';
import { useMadeFile } from './useMadeFile';
import { ReasonButton } from '../../components/reason/ReasonButton';

type PagesFile = 'zip_png' | 'zip_jpg' | 'page' | 'pdf' | 'pdf_print';

/**
 * The download modal's files made of the design's pages (issue 23), made by this page from the editor: a ZIP
 * of every page's picture, one chosen page alone, and a PDF (for the screen or, with crop marks, for print).
 * A bar of the pages done and a Cancel button while one is made (see useMadeFile).
 */
export function PagesDownloads({ title }: { title: string }) {
  const { t } = useTranslation();
  const pages = useEditorStore((state) => state.pages);
  const shownPage = useEditorStore((state) => state.pageId);
  const [chosen, setChosen] = useState<string | null>(null);
  const { state, make, cancel } = useMadeFile<PagesFile>();
  const engine = currentEngine();
  if (!engine) return null;
  const { width, height } = engine.getLayout();
  const slug = `${unicodeSlug(title)}-${width}x${height}`;
  const page = pages.find((candidate) => candidate.id === (chosen ?? shownPage)) ?? pages[0];
  const pageNumber = page ? pages.indexOf(page) + 1 : 1;

  const makers: Record<PagesFile, () => void> = {
    zip_png: () =>
      void make('zip_png', async (signal, onProgress) => ({
        file: await engine.exportPagesZip({ format: 'png', name: slug, signal, onProgress }),
        name: `${slug}.zip`,
      })),
    zip_jpg: () =>
      void make('zip_jpg', async (signal, onProgress) => ({
        file: await engine.exportPagesZip({ format: 'jpg', name: slug, signal, onProgress }),
        name: `${slug}.zip`,
      })),
    page: () =>
      void make('page', async () => {
        const picture = await engine.exportPage(page?.id ?? engine.pageId);
        return { file: await (await fetch(picture)).blob(), name: `${slug}-${pageNumber}.png` };
      }),
    pdf: () =>
      void make('pdf', async (signal, onProgress) => ({
        file: await engine.exportPdf({ signal, onProgress }),
        name: `${slug}.pdf`,
      })),
    pdf_print: () =>
      void make('pdf_print', async (signal, onProgress) => ({
        file: await engine.exportPdf({ print: true, signal, onProgress }),
        name: `${slug}-print.pdf`,
      })),
  };
  const making = state.status === 'making';
  const button = (file: PagesFile, label: string) => (
    <ReasonButton
      className="button button--outline download-modal__option"
      reason={making ? t('reasons.wait') : null}
      aria-busy={making && state.what === file}
      onClick={() => {
        track('design_downloaded', { format: file, resolution: 'web' });
        makers[file]();
      }}
    >
      {label}
    </ReasonButton>
  );

  return (
    <section className="modal-section" aria-labelledby="download-pages">
      <h3 id="download-pages" className="modal-section__heading">
        {t('download.pages')}
      </h3>
      <div className="download-modal__options">
        {pages.length > 1 && button('zip_png', t('download.zip_png', { count: pages.length }))}
        {pages.length > 1 && button('zip_jpg', t('download.zip_jpg', { count: pages.length }))}
        {button('pdf', t('download.pdf'))}
        {button('pdf_print', t('download.pdf_print'))}
        {pages.length > 1 && (
          <div className="download-modal__page">
            <label htmlFor="download-page">{t('download.one_page')}</label>
            <select
              id="download-page"
              value={page?.id}
              disabled={making}
              onChange={(event) => setChosen(event.target.value)}
            >
              {pages.map((each, index) => (
                <option key={each.id} value={each.id}>
                  {t('pages.show', { number: index + 1 })}
                </option>
              ))}
            </select>
            {button('page', t('download.one_page_png', { number: pageNumber }))}
          </div>
        )}
        {making && (
          <div className="download-modal__making">
            <MadeBar label={t(`download.making_${state.what}`)} done={state.done} />
            <button type="button" className="button button--ghost" onClick={cancel}>
              {t('download.cancel')}
            </button>
          </div>
        )}
        {state.status === 'failed' && (
          <p className="download-modal__note" role="alert">
            {t('download.file_failed')}
          </p>
        )}
      </div>
    </section>
  );
}
