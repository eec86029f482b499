import { useState, type FormEvent } from 'react';

export interface CatalogueSearchProps {
  /** The search box's accessible name, its placeholder and the button's text (already translated). */
  label: string;
  placeholder: string;
  button: string;
  /** Runs with the trimmed words when the search is sent. */
  onSearch: (query: string) => void;
}

/** A catalogue's search form (icons, emojis): words typed, then sent with the button or Enter. */
export function CatalogueSearch({ label, placeholder, button, onSearch }: CatalogueSearchProps) {
  const [draft, setDraft] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="catalogue__search" role="search" onSubmit={search}>
      <input
        type="search"
        value={draft}
        maxLength={100}
        aria-label={label}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button button--outline">
        {button}
      </button>
    </form>
  );
}
