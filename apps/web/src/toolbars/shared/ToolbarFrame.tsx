import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverflowMenu } from '../../components/overflow-menu/OverflowMenu';

export interface ToolbarSection {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * A toolbar (SPEC §2): its main view shows the main controls and a button per sub-section; a sub-section
 * opens in a panel over the stage (the canvas keeps its size) with a Back control to the main view.
 * Controls that do not fit the width move into a "More" menu at the end.
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
  return (
    <div className="object-toolbar" role="toolbar" aria-label={label}>
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
      <OverflowMenu ignore=".object-toolbar__section" />
      {section && (
        <div className="object-toolbar__section" role="group" aria-label={section.label}>
          <button type="button" className="object-toolbar__back" onClick={() => setOpen(null)}>
            {t('toolbars.back')}
          </button>
          {section.render()}
        </div>
      )}
    </div>
  );
}
