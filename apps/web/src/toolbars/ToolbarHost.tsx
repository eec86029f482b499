import type { DesignObject } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { BackgroundToolbar } from './background/BackgroundToolbar';
import { BgImageToolbar } from './bg-image/BgImageToolbar';
import { FancyTextToolbar } from './fancy-text/FancyTextToolbar';
import { GroupToolbar } from './group/GroupToolbar';
import { ImageToolbar } from './image/ImageToolbar';
import { LockedToolbar } from './locked/LockedToolbar';
import { PatternToolbar } from './pattern/PatternToolbar';
import { ButtonToolbar, PollToolbar, QuestionToolbar, SliderToolbar } from './instagram/InstagramToolbars';
import { useEngine } from './shared/useEngine';
import { TextToolbar } from './text/TextToolbar';
import { toolbarFor } from './toolbarLogic';
import { VectorToolbar } from './vector/VectorToolbar';
import './Toolbars.css';

function ObjectToolbar({ engine, object }: { engine: Engine; object: DesignObject }) {
  switch (object.type) {
    case 'pz-text':
      return <TextToolbar engine={engine} text={object} />;
    case 'pz-ftext':
      return <FancyTextToolbar engine={engine} ftext={object} />;
    case 'pz-image':
      return <ImageToolbar engine={engine} image={object} />;
    case 'pz-vector':
    case 'pz-illustration':
      return <VectorToolbar engine={engine} svg={object} />;
    case 'pz-button':
      return <ButtonToolbar engine={engine} button={object} />;
    case 'pz-poll':
      return <PollToolbar engine={engine} poll={object} />;
    case 'pz-question':
      return <QuestionToolbar engine={engine} question={object} />;
    case 'pz-slider':
      return <SliderToolbar engine={engine} slider={object} />;
  }
}

/** Shows the toolbar of what is selected (SPEC §2): the object's own, the group's, or the background's. */
export function ToolbarHost() {
  const engine = useEngine();
  if (!engine) return <div className="toolbar-host" />;
  const selected = engine
    .getSelectedIds()
    .map((id) => engine.getObject(id))
    .filter((object): object is DesignObject => object !== undefined);
  const { background, pattern } = engine.getBackground();
  const toolbar = toolbarFor(selected, { image: background.image !== null, pattern: pattern !== null });
  const locked = selected.length > 0 && selected.every((object) => object.locked);
  const key = `${toolbar}:${locked}:${selected.map((object) => object.id).join(',')}`;
  return (
    <div className="toolbar-host" data-toolbar={toolbar}>
      {locked ? (
        <LockedToolbar key={key} engine={engine} />
      ) : toolbar === 'background' ? (
        <BackgroundToolbar key={key} engine={engine} />
      ) : toolbar === 'bg-image' ? (
        <BgImageToolbar key={key} engine={engine} />
      ) : toolbar === 'pattern' ? (
        <PatternToolbar key={key} engine={engine} />
      ) : toolbar === 'group' ? (
        <GroupToolbar key={key} engine={engine} selected={selected} />
      ) : (
        <ObjectToolbar key={key} engine={engine} object={selected[0]!} />
      )}
    </div>
  );
}
