import type { ImageData } from '../schema/primitives';

interface PictureProps {
  image: ImageData;
  className?: string;
  /** Only the first view's images load eagerly; the rest wait until they are near. */
  eager?: boolean;
}

export function Picture({ image, className, eager = false }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
