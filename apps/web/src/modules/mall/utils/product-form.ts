import {
  formatNumber,
  type InnovationProductCategory,
  type InnovationProductInput,
} from '@gongsa/domain';
import { parseWon } from '../../bid-upload/utils/step-rules';
import type { StoredFile } from '../../upload/utils/upload-list';

/** What the product form holds while it is edited (text as typed, photos apart). */
export type ProductFormValues = {
  name: string;
  category: InnovationProductCategory | '';
  designationNumber: string;
  designationStartDate: string;
  designationEndDate: string;
  /** Won with separators as typed ('185,000'); blank is 가격 문의. */
  price: string;
  summary: string;
  description: string;
  purchaseUrl: string;
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  designationNumber: '',
  designationStartDate: '',
  designationEndDate: '',
  price: '',
  summary: '',
  description: '',
  purchaseUrl: '',
};

/** The fields a message can belong to (the zod schema's paths and the API's `field`). */
export type ProductFormField = keyof ProductFormValues | 'imageIds' | 'mainImageId';
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/** The input the API and the shared schema read. */
export function toProductInput(
  values: ProductFormValues,
  images: readonly StoredFile[],
  mainImageId: string | null,
): InnovationProductInput {
  return {
    name: values.name,
    category: values.category as InnovationProductCategory,
    designationNumber: values.designationNumber,
    designationStartDate: values.designationStartDate,
    designationEndDate: values.designationEndDate,
    price: values.price.trim() === '' ? null : parseWon(values.price),
    summary: values.summary,
    description: values.description || null,
    purchaseUrl: values.purchaseUrl,
    imageIds: images.map((image) => image.id),
    mainImageId,
  };
}

type SavedProduct = {
  name: string;
  category: InnovationProductCategory;
  designationNumber: string;
  designationStartDate: string;
  designationEndDate: string;
  price?: number | null;
  summary?: string | null;
  description?: string | null;
  purchaseUrl?: string | null;
};

export function toProductFormValues(saved: SavedProduct): ProductFormValues {
  return {
    name: saved.name,
    category: saved.category,
    designationNumber: saved.designationNumber,
    designationStartDate: saved.designationStartDate,
    designationEndDate: saved.designationEndDate,
    price: saved.price == null ? '' : formatNumber(saved.price),
    summary: saved.summary ?? '',
    description: saved.description ?? '',
    purchaseUrl: saved.purchaseUrl ?? '',
  };
}
