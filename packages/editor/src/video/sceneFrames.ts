import { sceneAt, scenesDuration, scenesOf, type DesignDocument, type Scene } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import type { ShapeLookup } from '../objects/ObjectShape';
import type { FabricView } from '../fabric/FabricView';
import { PageRenderer } from '../pages/PageRenderer';

export interface SceneFramesOptions {
  /** The design as it was when the export began: its pages are the scenes. */
  design: DesignDocument;
  /** The editor's canvas and the page it shows now (asked at each scene: the person may show another). */
  shown: () => { pageId: string; view: FabricView };
  /** Resolves once every picture the canvas asked for has arrived. */
  shownIdle: () => Promise<void>;
  /** The engine's assets: a picture loaded once is not fetched again for a scene. */
  assets: AssetLoader;
  /** Each object type's shape, from the engine's object registry. */
  shapeOf: ShapeLookup;
  /** Where each frame is drawn, at `scale` pixels per layout pixel. */
  target: CanvasRenderingContext2D;
  scale: number;
}

export interface SceneFrames {
  /** The design's pages as scenes, in order. */
  scenes: readonly Scene[];
  /** The video's length: every scene's, added up. */
  duration: number;
  /**
   * Draws the frame at `seconds` of the video: the page whose scene it is, at the moment of its own timeline
   * (its animations restart with the scene). Left as it is when the frame looks like the one before. Returns
   * a promise, to be awaited before the frame is used, when the scene's page must be made ready first.
   */
  drawFrame(seconds: number): void | Promise<void>;
  /** Lets go of the view drawn off screen. */
  dispose(): Promise<void>;
}

/**
 * The frames of a video with pages (issue 23): scene after scene, each page for its own length. The shown
 * page is drawn from the editor's canvas; any other from one view off screen, loaded with the next scene's
 * page (every face and picture of it loaded) before that scene's first frame, so at most one page besides
 * the shown one is held, however many scenes there are. A one-page design draws as it did before pages.
 */
export function sceneFrames(options: SceneFramesOptions): SceneFrames {
  const { design, shown, shownIdle, assets, shapeOf, target, scale } = options;
  const scenes = scenesOf(design.pages);
  let renderer: PageRenderer | null = null;
  let ready: { scene: Scene; view: FabricView; onScreen: boolean } | null = null;
  /** The scene and moment key of what the target shows now. */
  let drawn: { scene: Scene; key: string } | null = null;

  const usable = (scene: Scene) =>
    ready !== null && ready.scene === scene && (!ready.onScreen || shown().pageId === scene.pageId);

  const prepare = async (scene: Scene) => {
    ready = null;
    if (shown().pageId === scene.pageId) {
      await shownIdle();
      const now = shown();
      if (now.pageId === scene.pageId) {
        ready = { scene, view: now.view, onScreen: true };
        return;
      }
    }
    renderer ??= new PageRenderer(assets, shapeOf);
    // The renderer is this export's own: the view stays on this page until the next scene is loaded into it.
    const view = await renderer.draw(design, scene.pageId, (view) => view);
    ready = { scene, view, onScreen: false };
  };

  const draw = (scene: Scene, local: number) => {
    const view = ready!.view;
    const previous = drawn?.scene === scene ? drawn.key : null;
    drawn = { scene, key: view.drawMoment(target, local, previous, scale) };
  };

  return {
    scenes,
    duration: scenesDuration(scenes),
    drawFrame(seconds) {
      const { scene, local } = sceneAt(scenes, seconds);
      if (usable(scene)) return draw(scene, local);
      return prepare(scene).then(() => draw(scene, local));
    },
    async dispose() {
      ready = null;
      await renderer?.dispose();
      renderer = null;
    },
  };
}
