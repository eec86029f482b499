import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverflowMenu } from '../../components/overflow-menu/OverflowMenu';
import { ToolbarLayer } from './toolbarLayer';

export interface ToolbarSection {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * A toolbar (SPEC §2): its main view shows the main controls and a button per sub-section; a sub-section
 * opens in a panel over the stage (the canvas keeps its size) with a Back control to the main view.
 * Controls that do not fit the width move into a "More" menu at the end.
 *
 * The controls are in a bar of their own, which scrolls sideways if need be; the open section and the
 * toolbar's popovers (see ToolbarLayer) float beside it, in the toolbar but not in the bar, so the bar's
 * overflow never cuts them off.
 */
export function ToolbarFrame({
  label,
  sections = [],
  onOpenSection,
  children,
}: {
  label: string;
  sections?: readonly ToolbarSection[];
  onOpenSection?: (id: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const section = sections.find((candidate) => candidate.id === open);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setLayer} className="object-toolbar" role="toolbar" aria-label={label}>
      <ToolbarLayer.Provider value={layer}>
        <div className="object-toolbar__bar">
          {sections.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className="object-toolbar__open"
              aria-expanded={candidate.id === open}
              onClick={() => {
                const next = candidate.id === open ? null : candidate.id;
                setOpen(next);
                if (next) onOpenSection?.(next);
              }}
            >
              {candidate.label}
            </button>
          ))}
          {children}
          <OverflowMenu />
        </div>
        {section && (
          // Keyed by the section: another section starts afresh (a colour picker left open in one did
          // open in the next).
          <div key={section.id} className="object-toolbar__section" role="group" aria-label={section.label}>
            <button type="button" className="object-toolbar__back" onClick={() => setOpen(null)}>
              {t('toolbars.back')}
            </button>
            {section.render()}
          </div>
        )}
      </ToolbarLayer.Provider>
    </div>
  );
}
