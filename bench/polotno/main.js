// Polotno 4.4's full UI (side panel, toolbar with download, workspace, zoom buttons, pages timeline) as its docs
// mount it, for the app bench (bench/scenarios/app-polotno.mjs) to measure beside Lienzo. No API key: Polotno
// runs with its warning and watermark, which is enough to measure it. Plain createElement: no JSX plugin needed.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import Konva from 'konva';
import { PolotnoContainer, SidePanelWrap, WorkspaceWrap } from 'polotno';
import { Toolbar } from 'polotno/toolbar/toolbar';
import { PagesTimeline } from 'polotno/pages-timeline';
import { ZoomButtons } from 'polotno/toolbar/zoom-buttons';
import { SidePanel } from 'polotno/side-panel';
import { Workspace } from 'polotno/canvas/workspace';
import { createStore } from 'polotno/model/store';
import { addGlobalFont } from 'polotno/config';
import 'polotno/ui.css';

// The texts' font, served with the page as Lienzo serves it (no font service: the bench has no network).
addGlobalFont({
  fontFamily: 'Open Sans',
  styles: [
    { src: 'url(./open-sans-400.woff2)', fontStyle: 'normal', fontWeight: 'normal' },
    { src: 'url(./open-sans-700.woff2)', fontStyle: 'normal', fontWeight: 'bold' },
  ],
});

const store = createStore({ key: '', showCredit: true });
store.addPage();
window.polotno = { store, Konva };

function App() {
  return h(
    PolotnoContainer,
    { style: { width: '100vw', height: '100vh' } },
    h(SidePanelWrap, null, h(SidePanel, { store })),
    h(
      WorkspaceWrap,
      null,
      h(Toolbar, { store, downloadButtonEnabled: true }),
      h(Workspace, { store }),
      h(ZoomButtons, { store }),
      h(PagesTimeline, { store }),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(App));

// Polotno has no ready mark of its own: ready is the first frame its workspace stage has drawn the page in.
const root = document.getElementById('root');
const whenDrawn = () => {
  const stage = Konva.stages.find((candidate) => candidate.container().isConnected);
  if (!stage || stage.getLayers().length === 0) return requestAnimationFrame(whenDrawn);
  requestAnimationFrame(() => {
    root.dataset.readyAt = String(Math.round(performance.now()));
    root.dataset.editorReady = 'true';
  });
};
requestAnimationFrame(whenDrawn);
