import {
  formatKoreanMoney,
  formatNumber,
  formatPortfolioTerm,
  hasServicePriceAmount,
  SERVICE_PRICE_TYPE_LABELS,
  type ServicePriceType,
  type WizardCategory,
} from '@gongsa/domain';
import type { PortfolioInput } from '../../../graphql/generated/graphql';
import { parseWon } from '../../bid-upload/utils/step-rules';
import type { StoredFile } from '../../upload/utils/upload-list';

/** What the portfolio form holds while it is edited (text as typed, photos apart). */
export type PortfolioFormValues = {
  title: string;
  constructionType: string;
  categories: WizardCategory[];
  locationSi: string;
  locationDo: string;
  projectSize: string;
  servicePriceType: ServicePriceType | '';
  /** Won with separators as typed ('12,000,000'). */
  servicePrice: string;
  serviceTermStart: string;
  serviceTermEnd: string;
  description: string;
};

export const EMPTY_PORTFOLIO_FORM: PortfolioFormValues = {
  title: '',
  constructionType: '',
  categories: [],
  locationSi: '',
  locationDo: '',
  projectSize: '',
  servicePriceType: '',
  servicePrice: '',
  serviceTermStart: '',
  serviceTermEnd: '',
  description: '',
};

/** The fields a message can belong to (the zod schema's paths and the API's `field`). */
export type PortfolioFormField =
  keyof Omit<PortfolioFormValues, 'categories'> | 'categoryIds' | 'imageIds' | 'mainImageId';
export type PortfolioFormErrors = Partial<Record<PortfolioFormField, string>>;

/** The input the API and the shared schema read. */
export function toPortfolioInput(
  values: PortfolioFormValues,
  images: readonly StoredFile[],
  mainImageId: string | null,
): PortfolioInput {
  return {
    title: values.title,
    constructionType: values.constructionType || null,
    categoryIds: values.categories.map((category) => category.id),
    locationSi: values.locationSi,
    locationDo: values.locationDo,
    projectSize: values.projectSize || null,
    servicePriceType: values.servicePriceType as ServicePriceType,
    servicePrice: hasServicePriceAmount(values.servicePriceType)
      ? parseWon(values.servicePrice)
      : null,
    serviceTermStart: values.serviceTermStart,
    serviceTermEnd: values.serviceTermEnd,
    description: values.description || null,
    imageIds: images.map((image) => image.id),
    mainImageId,
  };
}

type SavedPortfolio = {
  title: string;
  constructionType?: string | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  locationSi?: string | null;
  locationDo?: string | null;
  projectSize?: string | null;
  servicePriceType?: ServicePriceType | null;
  servicePrice?: number | null;
  serviceTermStart?: string | null;
  serviceTermEnd?: string | null;
  description?: string | null;
};

export function toPortfolioFormValues(saved: SavedPortfolio): PortfolioFormValues {
  return {
    title: saved.title,
    constructionType: saved.constructionType ?? '',
    categories: saved.categories.map((category) => ({ id: category.id, name: category.name })),
    locationSi: saved.locationSi ?? '',
    locationDo: saved.locationDo ?? '',
    projectSize: saved.projectSize ?? '',
    servicePriceType: saved.servicePriceType ?? '',
    servicePrice: saved.servicePrice == null ? '' : formatNumber(saved.servicePrice),
    serviceTermStart: saved.serviceTermStart ?? '',
    serviceTermEnd: saved.serviceTermEnd ?? '',
    description: saved.description ?? '',
  };
}

/** '서울특별시 강남구' (or what there is of it). */
export function formatPortfolioPlace(item: {
  locationSi?: string | null;
  locationDo?: string | null;
}): string {
  return [item.locationSi, item.locationDo].filter(Boolean).join(' ');
}

/** The price as a card shows it: the amount in 만/억 원, or the range's label. */
export function formatPortfolioPrice(item: {
  servicePriceType?: ServicePriceType | null;
  servicePrice?: number | null;
}): string {
  if (item.servicePrice != null) return formatKoreanMoney(item.servicePrice);
  return item.servicePriceType ? SERVICE_PRICE_TYPE_LABELS[item.servicePriceType] : '';
}

export { formatPortfolioTerm };
