/** The main image first, then the others in the order the publisher arranged them. */
export function orderGalleryImages<T extends { id: string }>(
  images: readonly T[],
  mainImageId: string | null | undefined,
): T[] {
  const main = images.find((image) => image.id === mainImageId);
  return main ? [main, ...images.filter((image) => image !== main)] : [...images];
}
