import { useEffect, useReducer, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_ALIGNS, TEXT_CASES, type DesignObjectOf } from '@lienzo/core';
import { TEXT_FORMATS, type Engine } from '@lienzo/editor';
import { commandLabel } from '../../commands/commandLabel';
import { formatShortcut, isMac } from '../../shortcuts/formatShortcut';
import { attempt } from '../shared/useEngine';
import { FormatIcon } from './formatIcons';
import './TextFormatControls.css';

/** What each format button shows: the letter word processors use, drawn in that format. */
const FORMAT_GLYPHS = { bold: 'B', italic: 'I', underline: 'U', strikethrough: 'S' } as const;

/** Keeps the caret and the selected characters of a text being edited when a button is pressed. */
const keepTextFocus = (event: MouseEvent) => event.preventDefault();

function CommandButton({
  engine,
  name,
  pressed,
  children,
}: {
  engine: Engine;
  name: string;
  pressed?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const command = engine.commands.get(name);
  const label = commandLabel(engine, name, t);
  const shortcut = command?.shortcuts?.[0];
  return (
    <button
      type="button"
      className="text-format__button"
      aria-label={label}
      title={shortcut ? `${label} (${formatShortcut(shortcut, t, isMac())})` : label}
      aria-pressed={pressed}
      onMouseDown={keepTextFocus}
      onClick={() => attempt(() => engine.execute(name))}
    >
      {children}
    </button>
  );
}

/** Re-renders when the characters selected in the text being edited change (their formats differ). */
function useTextSelection(engine: Engine): void {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => engine.onTextSelectionChange(refresh), [engine]);
}

/** Bold, italic, underline and strikethrough, alignment and lists of the text toolbar (issue 21). */
export function TextFormatControls({ engine, text }: { engine: Engine; text: DesignObjectOf<'pz-text'> }) {
  const { t } = useTranslation();
  useTextSelection(engine);
  const formats = engine.textFormatOf(text.id);
  return (
    <>
      <div className="text-format" role="group" aria-label={t('toolbars.text.format')}>
        {TEXT_FORMATS.map((format) => (
          <CommandButton key={format} engine={engine} name={`text-${format}`} pressed={formats[format]}>
            <span aria-hidden="true" className={`text-format__glyph text-format__glyph--${format}`}>
              {FORMAT_GLYPHS[format]}
            </span>
          </CommandButton>
        ))}
      </div>
      <div className="text-format" role="group" aria-label={t('toolbars.text.alignment')}>
        {TEXT_ALIGNS.map((align) => (
          <CommandButton
            key={align}
            engine={engine}
            name={`text-align-${align}`}
            pressed={text.textAlign === align}
          >
            <FormatIcon name={`align-${align}`} />
          </CommandButton>
        ))}
      </div>
      <div className="text-format" role="group" aria-label={t('toolbars.text.list')}>
        {(['bullet', 'number'] as const).map((list) => (
          <CommandButton
            key={list}
            engine={engine}
            name={`text-list-${list}`}
            pressed={text.listStyle === list}
          >
            <FormatIcon name={`list-${list}`} />
          </CommandButton>
        ))}
      </div>
    </>
  );
}

/** The case section: upper, lower and title case of the text, or of its selected characters. */
export function TextCaseControls({ engine }: { engine: Engine }) {
  return (
    <div className="text-format">
      {TEXT_CASES.map((to) => (
        <CaseButton key={to} engine={engine} to={to} />
      ))}
    </div>
  );
}

function CaseButton({ engine, to }: { engine: Engine; to: (typeof TEXT_CASES)[number] }) {
  const { t } = useTranslation();
  const name = `text-case-${to}`;
  return (
    <button type="button" onMouseDown={keepTextFocus} onClick={() => attempt(() => engine.execute(name))}>
      {commandLabel(engine, name, t)}
    </button>
  );
}
