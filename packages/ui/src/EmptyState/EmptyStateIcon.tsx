/** The default empty-box pictogram (inline SVG: nothing loads from the network). */
export function EmptyStateBoxIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <path d="M6 18 12 8h24l6 10v20a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V18Z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M6 18h12a6 6 0 0 0 12 0h12" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
