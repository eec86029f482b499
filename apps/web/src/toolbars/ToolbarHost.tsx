import { useEffect } from 'react';
import type { DesignObject } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { webObjectTypeOf, webObjectTypes } from './appObjectTypes';
import { BackgroundToolbar } from './background/BackgroundToolbar';
import { BgImageToolbar } from './bg-image/BgImageToolbar';
import { GroupToolbar } from './group/GroupToolbar';
import { LockedToolbar } from './locked/LockedToolbar';
import { PatternToolbar } from './pattern/PatternToolbar';
import { useEngine } from './shared/useEngine';
import { toolbarFor } from './toolbarLogic';
import './Toolbars.css';

/** The toolbar of one selected object: its type's own, from the web list of object types. */
function ObjectToolbar({ engine, object }: { engine: Engine; object: DesignObject }) {
  const Toolbar = webObjectTypeOf(object.type)?.Toolbar;
  return Toolbar ? <Toolbar engine={engine} object={object} /> : null;
}

/** Shows the toolbar of what is selected (SPEC §2): the object's own, the group's, or the background's. */
export function ToolbarHost() {
  const engine = useEngine();
  // The object toolbars load in chunks of their own: with the host, rather than at a first selection.
  useEffect(() => {
    for (const { Toolbar } of webObjectTypes()) void Toolbar.preload?.().catch(() => undefined);
  }, []);
  if (!engine) return <div className="toolbar-host" />;
  const selected = engine
    .getSelectedIds()
    .map((id) => engine.getObject(id))
    .filter((object): object is DesignObject => object !== undefined);
  const { background, pattern } = engine.getBackground();
  const toolbar = toolbarFor(
    selected,
    { image: background.image !== null, pattern: pattern !== null },
    engine.objectTypes,
  );
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
