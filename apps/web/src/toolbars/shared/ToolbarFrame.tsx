import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolbarSection {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * A toolbar (SPEC §2): its main view shows the main controls and a button per sub-section; a sub-section
 * replaces the main view and has a Back control.
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
      {section ? (
        <div className="object-toolbar__section" role="group" aria-label={section.label}>
          <button type="button" className="object-toolbar__back" onClick={() => setOpen(null)}>
            {t('toolbars.back')}
          </button>
          {section.render()}
        </div>
      ) : (
        <>
          {sections.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className="object-toolbar__open"
              onClick={() => {
                setOpen(candidate.id);
                onOpenSection?.(candidate.id);
              }}
            >
              {candidate.label}
            </button>
          ))}
          {children}
        </>
      )}
    </div>
  );
}
