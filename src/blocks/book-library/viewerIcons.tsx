/** Icons of the book viewer's toolbar, on the 24-unit grid of src/ui/Icon; decorative only. */
const shapes = {
  maximize: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  restore: (
    <>
      <rect x="4" y="8" width="12" height="12" rx="1.5" />
      <path d="M8 8V4h12v12h-4" />
    </>
  ),
  download: <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
};

export type ViewerIconName = keyof typeof shapes;

export function ViewerIcon({ name }: { name: ViewerIconName }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
