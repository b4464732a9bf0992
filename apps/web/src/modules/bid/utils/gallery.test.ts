import { describe, expect, it } from 'vitest';
import { orderGalleryImages } from './gallery';

describe('orderGalleryImages', () => {
  const images = [{ id: '1' }, { id: '2' }, { id: '3' }];

  it('puts the main image first and keeps the others in order', () => {
    expect(orderGalleryImages(images, '3').map((image) => image.id)).toEqual(['3', '1', '2']);
    expect(orderGalleryImages(images, '1').map((image) => image.id)).toEqual(['1', '2', '3']);
  });

  it('keeps the order when the main image is missing or unknown', () => {
    expect(orderGalleryImages(images, null).map((image) => image.id)).toEqual(['1', '2', '3']);
    expect(orderGalleryImages(images, '9').map((image) => image.id)).toEqual(['1', '2', '3']);
  });
});
