import type { ReactNode } from 'react';

// Line icons drawn for the public site (24 × 24, stroke 2, in the style of tabler icons), so the
// site needs no icon font and no image request.

const PATHS: Record<string, ReactNode> = {
  drop: <path d="M12 3c-4 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2-6-6-11z" />,
  satellite: (
    <>
      <path d="M4 14l6 6M7 11l6 6M14 4l6 6-4 4-6-6z" />
      <path d="M5 20a3 3 0 0 1-1-4" />
    </>
  ),
  cloud: (
    <>
      <path d="M7 18a4 4 0 0 1 0-8 5 5 0 0 1 9.6-1.5A4 4 0 1 1 17 18z" />
      <path d="M9 21l1-2M13 21l1-2" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 21c0-9 5-15 15-16-1 10-7 15-15 16z" />
      <path d="M5 21l8-8" />
    </>
  ),
  sensor: (
    <>
      <path d="M12 21v-8M8.5 9.5a5 5 0 0 1 7 0M6 7a8.5 8.5 0 0 1 12 0" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  clipboard: (
    <>
      <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10h8M8 13h5" />
    </>
  ),
  book: (
    <>
      <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z" />
      <path d="M4 19V5M9 7h7" />
    </>
  ),
  tree: (
    <>
      <path d="M12 21v-6M12 15c-4 0-6-2-6-5a6 6 0 0 1 12 0c0 3-2 5-6 5z" />
    </>
  ),
  pivot: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 12l6-5M12 12h.01" />
    </>
  ),
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  building: <path d="M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h.01M12 10h.01M16 10h.01" />,
  check: <path d="M5 12l5 5 9-10" />,
  snow: <path d="M12 3v18M4.5 7.5l15 9M19.5 7.5l-15 9M9 4l3 2 3-2M9 20l3-2 3 2" />,
  truck: (
    <>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
};

export type IconName = keyof typeof PATHS;

/** A decorative line icon. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {PATHS[name]}
    </svg>
  );
}

/** The Rayyan mark: a drop on a leaf. */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#2f9e44" />
      <path d="M16 7c-5 4-6 9-3 14 1 2 3 3 3 4 0-1 2-2 3-4 3-5 2-10-3-14z" fill="#fff" />
    </svg>
  );
}
