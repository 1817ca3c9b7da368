/** Pictograms of the error and denied states (inline SVG). */
export function StateViewErrorIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="18" stroke="currentColor" strokeWidth="2" />
      <path d="M24 14v13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="33" r="2" fill="currentColor" />
    </svg>
  );
}

export function StateViewDeniedIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <rect x="10" y="21" width="28" height="20" rx="3" stroke="currentColor" strokeWidth="2" />
      <path d="M16 21v-5a8 8 0 0 1 16 0v5" stroke="currentColor" strokeWidth="2" />
      <circle cx="24" cy="31" r="2.5" fill="currentColor" />
    </svg>
  );
}
