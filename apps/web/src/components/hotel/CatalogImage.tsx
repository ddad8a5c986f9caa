/* eslint-disable @next/next/no-img-element -- see below */
/**
 * A catalog image (placeholders served by the API through /api/static/img, lib/hotels/images.ts).
 * The site serves images unoptimised (next.config images.unoptimized), so next/image would add
 * nothing but its client script; a plain <img> with its size, lazy loading and async decoding keeps
 * that script off the hotel pages. Works in server and client components.
 */
export function CatalogImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the first card, the gallery's main photo): eager, high priority. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
